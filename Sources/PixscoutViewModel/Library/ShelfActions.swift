import PixscoutModel

/// The library's actions as the feed and the window view model tell them what is shown: the
/// stars of the results, and the shelf (nil in the search).
@MainActor
public protocol ShelfActions: AnyObject {
    func markStars(in range: Range<Int>)
    func showing(_ shelf: LibraryShelf?)
}
