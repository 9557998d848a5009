import PixscoutModel
@testable import PixscoutViewModel

/// The library's shelves as the recorder and the library's actions tell them of changes.
@MainActor
final class StubShelves: LibraryShelfAccess {
    let shownShelf = LibraryShelf.starred
    let collections = ObservableProperty<[LibraryCollection]>([])
    private(set) var changes: [Set<LibraryShelf>] = []

    func changed(_ shelves: Set<LibraryShelf>) { changes.append(shelves) }
    func refreshCollections() async {}
}
