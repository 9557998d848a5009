@testable import PixscoutViewModel

/// The focused result, moved as the quick look says.
@MainActor
final class StubRowSelecting: RowSelecting {
    var selectedIndex: ObservableProperty<Int?> { selectedIndexWriter.property }
    private let selectedIndexWriter = PropertyWriter<Int?>(nil)

    func selectRow(at index: Int?) {
        selectedIndexWriter.value = index
    }
}
