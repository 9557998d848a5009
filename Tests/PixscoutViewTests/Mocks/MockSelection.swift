import Foundation
@testable import PixscoutViewModel

/// A selection that records what the view selects and opens.
@MainActor
final class MockSelection: SelectionViewModeling {
    var selectedIndex: ObservableProperty<Int?> { selectedIndexWriter.property }
    let selectedIndexWriter = PropertyWriter<Int?>(nil)
    var selectedIndices: ObservableProperty<IndexSet> { selectedIndicesWriter.property }
    let selectedIndicesWriter = PropertyWriter<IndexSet>(IndexSet())
    var detail: ObservableProperty<(any ImageDetailViewModeling)?> { detailWriter.property }
    let detailWriter = PropertyWriter<(any ImageDetailViewModeling)?>(nil)
    var followUps: ObservableProperty<[FollowUp]> { followUpsWriter.property }
    let followUpsWriter = PropertyWriter<[FollowUp]>([])
    var followed: [FollowUp] = []
    var selected: [Int?] = []
    var opened: [Int] = []
    private var anchor: Int?

    func selectRow(at index: Int?) {
        selected.append(index)
        anchor = index
        selectedIndicesWriter.value = index.map { IndexSet(integer: $0) } ?? []
        selectedIndexWriter.value = index
    }

    func toggleRow(at index: Int) {
        var indices = selectedIndices.value
        if indices.contains(index) { indices.remove(index) } else { indices.insert(index) }
        anchor = index
        selectedIndicesWriter.value = indices
        selectedIndexWriter.value = index
    }

    func extendSelection(to index: Int) {
        let start = anchor ?? index
        anchor = start
        selectedIndicesWriter.value = IndexSet(integersIn: min(start, index)...max(start, index))
        selectedIndexWriter.value = index
    }

    func selectAll() { selectedIndicesWriter.value = IndexSet(integersIn: 0..<100) }

    func follow(_ followUp: FollowUp) { followed.append(followUp) }

    func openPage(at index: Int) { opened.append(index) }
    func prepareDetails() {}
}
