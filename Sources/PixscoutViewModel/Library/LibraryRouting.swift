import PixscoutModel

/// The library's mode as the window view model routes it: shown or not, reloaded, its news,
/// and why its shelf is empty.
@MainActor
public protocol LibraryRouting: AnyObject {
    var events: ChangeStream<SearchEvent> { get }
    var status: ObservableProperty<LibraryStatus> { get }
    var shelf: ObservableProperty<ShelfChoice> { get }
    var shownShelf: LibraryShelf { get }
    var emptyShelf: EmptyShelf { get }
    func activate()
    func deactivate()
    func reload()
}
