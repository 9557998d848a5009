/// The focused result, which the quick look moves along with it.
@MainActor
public protocol RowSelecting: AnyObject {
    var selectedIndex: ObservableProperty<Int?> { get }
    func selectRow(at index: Int?)
}
