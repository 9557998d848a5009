/// The results: one cell model a row, and how they change.
@MainActor
public protocol ResultsViewModeling: AnyObject {
    /// How many results there are now.
    var resultCount: Int { get }
    /// The row model at `index`, nil past the end.
    func cellModel(at index: Int) -> (any ImageSearchCellModeling)?
    /// Replaced, appended, loading more: a view keeps up by following these.
    var resultsChanges: ChangeStream<ResultsChange> { get }
    /// True while the next page is on its way.
    var isLoadingMore: Bool { get }
    /// The list, or why it is empty.
    var display: ObservableProperty<ResultsDisplay> { get }
    /// The rows now on screen: their previews load first, far-away ones are let go, and
    /// reaching the end loads the next page.
    func setVisibleRows(_ rows: Range<Int>)
    /// The box previews are shown in (a list row's, a grid tile's) and the screen's pixels per
    /// point (2 on a HiDPI screen): previews are fetched and decoded for it, and made again
    /// when it changes.
    func setPreviewBox(_ box: PreviewBox)
}
