/// The results list and everything around it: what the view shows, and what a person can do.
@MainActor
public protocol ImageSearchListViewModeling: AnyObject {
    /// How many results there are now.
    var resultCount: Int { get }
    /// The row model at `index`, nil past the end.
    func cellModel(at index: Int) -> (any ImageSearchCellModeling)?
    /// Replaced, appended, loading more: a view keeps up by following these.
    var resultsChanges: ChangeStream<ResultsChange> { get }
    /// True while the next page is on its way.
    var isLoadingMore: Bool { get }
    var status: ObservableProperty<SearchStatus> { get }
    /// An error or notice above the results, with its ways forward.
    var banner: ObservableProperty<Banner?> { get }
    /// A standing note about where the results come from (the offline catalog).
    var sourceNote: ObservableProperty<Banner?> { get }
    /// Short confirmations ("Credit copied to the clipboard.") to show for a moment.
    var notices: ChangeStream<String> { get }
    /// The selected image's details, nil with nothing selected.
    var detail: ObservableProperty<(any ImageDetailViewModeling)?> { get }
    var selectedIndex: ObservableProperty<Int?> { get }
    var filters: ObservableProperty<FilterSelection> { get }
    /// The filters the current provider honours; the others are not offered.
    var supportedFilters: ObservableProperty<Set<FilterSelection.Field>> { get }
    /// The libraries a person can choose, in the chooser's order.
    var providerChoices: [ProviderChoice] { get }
    var provider: ObservableProperty<ProviderChoice> { get }
    /// "Images from Openverse", for the footer.
    var attribution: ObservableProperty<Attribution> { get }

    /// Replaces the results with the first page for `query`, cancelling the previous search.
    func search(query: String)
    /// Repeats the last search from its first page (F5).
    func repeatSearch()
    /// Tries again what failed: the search, or the next page (the banner's Retry).
    func retry()
    /// Does what a banner button offers.
    func perform(_ action: Banner.Action)
    func dismissBanner()
    /// Opens the image's page in the browser, if its link is one Pixscout trusts.
    func openPage(at index: Int)
    func selectRow(at index: Int?)
    /// The rows now on screen: their previews load first, far-away ones are let go, and
    /// reaching the end loads the next page.
    func setVisibleRows(_ rows: Range<Int>)
    /// Changes the filters, keeps them for next time, and searches again.
    func updateFilters(_ change: (inout FilterSelection) -> Void)
    /// Searches another library from now on, remembered for next time.
    func chooseProvider(id: String)
    /// The selected image's page, for what a drag carries as text.
    var selectedPageURL: String? { get }
    /// Puts the selected image itself on the clipboard (as an image other apps paste).
    func copyImage()
    func copyLink()
    /// Puts the selected image's credit line on the clipboard.
    func copyCredit()
    /// Makes the selected image the desktop background, saying whether it worked.
    func setAsWallpaper()
    /// The selected image as a complete file to drop into other apps, or nil (and a message).
    func imageFileForDrag() async -> String?
    /// The large look at the selected image; nil while closed.
    var quickLook: ObservableProperty<(any QuickLookViewModeling)?> { get }
    /// Opens the quick look on the selected image, decoded to fit the given box.
    func openQuickLook(maxWidth: Int, maxHeight: Int)
    func closeQuickLook()
    /// Moves the quick look (and the selection) on, loading the next page when needed.
    func showNextInQuickLook()
    func showPreviousInQuickLook()
    /// Searches somewhere else from now on (after an API key is saved), repeating the last
    /// search unless `search` is false.
    func switchSource(to source: ImageSearchSource, search: Bool)
    /// Shows a message above the results, as the view model's own are shown.
    func show(_ banner: Banner)
    /// What the window shows before any search: the catalog's images, or for a remote
    /// library a check that it can be reached, falling back to the catalog when it cannot.
    func start(initialQuery: String?, providerIsExplicit: Bool)
}
