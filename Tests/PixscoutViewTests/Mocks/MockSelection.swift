import Foundation
@testable import PixscoutViewModel

/// A selection that records what the view selects and opens.
@MainActor
final class MockSelection: SelectionViewModeling {
    let selectedIndex = ObservableProperty<Int?>(nil)
    let selectedIndices = ObservableProperty(IndexSet())
    let detail = ObservableProperty<(any ImageDetailViewModeling)?>(nil)
    let followUps = ObservableProperty<[FollowUp]>([])
    var followed: [FollowUp] = []
    var selected: [Int?] = []
    var opened: [Int] = []
    private var anchor: Int?

    func selectRow(at index: Int?) {
        selected.append(index)
        anchor = index
        selectedIndices.value = index.map { IndexSet(integer: $0) } ?? []
        selectedIndex.value = index
    }

    func toggleRow(at index: Int) {
        var indices = selectedIndices.value
        if indices.contains(index) { indices.remove(index) } else { indices.insert(index) }
        anchor = index
        selectedIndices.value = indices
        selectedIndex.value = index
    }

    func extendSelection(to index: Int) {
        let start = anchor ?? index
        anchor = start
        selectedIndices.value = IndexSet(integersIn: min(start, index)...max(start, index))
        selectedIndex.value = index
    }

    func selectAll() { selectedIndices.value = IndexSet(integersIn: 0..<100) }

    func follow(_ followUp: FollowUp) { followed.append(followUp) }

    func openPage(at index: Int) { opened.append(index) }
    func prepareDetails() {}
}
