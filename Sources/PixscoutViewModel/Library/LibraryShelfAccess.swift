import PixscoutModel

/// The library's shelves as the library's actions, the credits and the recorder reach them:
/// the shelf shown, the collections, and news that shelves changed.
@MainActor
public protocol LibraryShelfAccess: AnyObject {
    var shownShelf: LibraryShelf { get }
    var collections: ObservableProperty<[LibraryCollection]> { get }
    /// `shelves` changed: the one shown shows it.
    func changed(_ shelves: Set<LibraryShelf>)
    func refreshCollections() async
}
