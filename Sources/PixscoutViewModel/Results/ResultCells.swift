/// The results as the selection, the quick look and the library's actions reach them: how
/// many, each one's cell, the screen's density, and paging near the end.
@MainActor
public protocol ResultCells: AnyObject {
    var resultCount: Int { get }
    /// The screen's pixels per point, which previews are decoded for.
    var pixelsPerPoint: Int { get }
    func cell(at index: Int) -> ImageSearchCellModel?
    /// Near the end (the view's last row, or the selection), the next page is asked for.
    func loadNextPageIfNeeded(near index: Int)
}
