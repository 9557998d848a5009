/// The results list: what the view shows, and what a person can do with it.
@MainActor
public protocol ImageSearchListViewModeling: AnyObject {
    var cellModels: ObservableProperty<[any ImageSearchCellModeling]> { get }
    var status: ObservableProperty<SearchStatus> { get }
    var banner: ObservableProperty<Banner?> { get }
    /// Where the results come from, when a person should know (the offline sample catalog).
    var sourceNote: ObservableProperty<String?> { get }

    /// Replaces the results with the first page for `query`, cancelling the previous search.
    func search(query: String)
    /// Repeats the last search (Retry, F5).
    func repeatSearch()
    /// Opens the image's page in the browser, if its link is one Pixscout trusts.
    func openPage(at index: Int)
    /// The rows now on screen; their previews load first, and far-away ones stop loading.
    func setVisibleRows(_ rows: Range<Int>)
    func dismissBanner()
    /// Searches somewhere else from now on (after an API key is saved), repeating the last search.
    func switchSource(to source: ImageSearchSource)
}
