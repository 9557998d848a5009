/// The person's own library: its shelves (Starred, each collection, Used Images, History),
/// the one shown, and the collections' names.
@MainActor
public protocol LibraryViewModeling: AnyObject {
    /// Starred, the collections by name, Used Images, History.
    var shelves: ObservableProperty<[ShelfChoice]> { get }
    /// The shelf shown in the library view.
    var shelf: ObservableProperty<ShelfChoice> { get }
    var status: ObservableProperty<LibraryStatus> { get }

    /// Shows the shelf with this id.
    func showShelf(id: String)
    /// Makes a collection and shows it.
    func createCollection(named name: String)
    /// Renames the collection shown.
    func renameShownCollection(to name: String)
    /// Deletes the collection shown (its images stay in the library's other shelves) and
    /// shows Starred.
    func deleteShownCollection()
}
