import PixscoutViewModel

/// A selection that records what the view selects and opens.
@MainActor
final class MockSelection: SelectionViewModeling {
    let selectedIndex = ObservableProperty<Int?>(nil)
    let detail = ObservableProperty<(any ImageDetailViewModeling)?>(nil)
    var selected: [Int?] = []
    var opened: [Int] = []

    func selectRow(at index: Int?) {
        selected.append(index)
        selectedIndex.value = index
    }

    func openPage(at index: Int) { opened.append(index) }
}
