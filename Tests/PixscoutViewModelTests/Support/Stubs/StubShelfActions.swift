import PixscoutModel
@testable import PixscoutViewModel

/// The library's actions, told which shelf is shown.
@MainActor
final class StubShelfActions: ShelfActions {
    private(set) var shown: [LibraryShelf?] = []

    func markStars(in range: Range<Int>) {}
    func showing(_ shelf: LibraryShelf?) { shown.append(shelf) }
}
