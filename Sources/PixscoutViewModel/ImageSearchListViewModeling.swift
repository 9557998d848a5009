/// The results list: what the view shows, and what a person can do with it.
@MainActor
public protocol ImageSearchListViewModeling: AnyObject {
    /// Grows page by page; a new search replaces it.
    var cellModels: ObservableProperty<[any ImageSearchCellModeling]> { get }
    var status: ObservableProperty<SearchStatus> { get }
    /// True while the next page is on its way ("Loading more...").
    var isLoadingMore: ObservableProperty<Bool> { get }
    var banner: ObservableProperty<Banner?> { get }
    /// Where the results come from, when a person should know (the offline sample catalog).
    var sourceNote: ObservableProperty<String?> { get }
    /// The selected image's details, nil with nothing selected.
    var detail: ObservableProperty<(any ImageDetailViewModeling)?> { get }
    var filters: ObservableProperty<FilterSelection> { get }

    /// Replaces the results with the first page for `query`, cancelling the previous search.
    func search(query: String)
    /// Repeats the last search from its first page (F5).
    func repeatSearch()
    /// Tries again what failed: the search, or the next page (the banner's Retry).
    func retry()
    /// Opens the image's page in the browser, if its link is one Pixscout trusts.
    func openPage(at index: Int)
    func selectRow(at index: Int?)
    /// The rows now on screen: their previews load first, far-away ones stop loading, and
    /// reaching the end loads the next page.
    func setVisibleRows(_ rows: Range<Int>)
    /// Changes the filters, keeps them for next time, and searches again.
    func updateFilters(_ change: (inout FilterSelection) -> Void)
    func dismissBanner()
    /// Searches somewhere else from now on (after an API key is saved), repeating the last search.
    func switchSource(to source: ImageSearchSource)
}
