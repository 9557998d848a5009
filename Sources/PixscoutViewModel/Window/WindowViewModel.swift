/// Passes news between the small view models the composition root built: what the search or
/// the library's shelf brings goes to the results feed, a banner's button to what it names, and
/// the mode decides which of the two is shown.
@MainActor
public final class WindowViewModel: WindowViewModeling {
    let searchModel: SearchViewModel
    let messagesModel: MessagesViewModel
    let resultsModel: ResultsViewModel
    let selectionModel: SelectionViewModel
    let quickLookModel: QuickLookNavigator
    let libraryModel: LibraryViewModel
    let libraryActionsModel: LibraryActionsViewModel
    public let filters: any FiltersViewModeling
    public let imageActions: any ImageActionsViewModeling
    public let credits: any CreditsViewModeling
    public let folderSave: any FolderSaveViewModeling
    public let fit: any FitViewModeling
    public let screen = ObservableProperty<WindowScreen>(.results(.empty(.start)))
    /// Search or Library: one value, which the active source and the shown pages read too.
    public let mode: ObservableProperty<WindowMode>
    public let preferencesWanted = ChangeStream<Void>()
    private let feed: ResultsFeed
    private var observations: [ObservationToken] = []

    public init(
        mode: ObservableProperty<WindowMode>, search: SearchViewModel, filters: FiltersViewModel,
        messages: MessagesViewModel, results: ResultsViewModel, selection: SelectionViewModel,
        quickLook: QuickLookNavigator, library: LibraryViewModel, libraryActions: LibraryActionsViewModel,
        imageActions: ImageActionsViewModel, credits: CreditsViewModel, folderSave: FolderSaveViewModel,
        fit: FitViewModel, feed: ResultsFeed
    ) {
        self.fit = fit
        self.mode = mode
        (searchModel, self.filters, messagesModel, resultsModel) = (search, filters, messages, results)
        (selectionModel, quickLookModel, libraryModel) = (selection, quickLook, library)
        (libraryActionsModel, self.imageActions, self.credits, self.folderSave) =
            (libraryActions, imageActions, credits, folderSave)
        self.feed = feed
        // New filters show again what is shown: the search, or the shelf ("What is it for?").
        observations = [
            filters.changes.observe { [weak self] in self?.refresh() },
            selection.searchRequests.observe { [weak self] query in self?.searchFor(query) },
            messages.actions.observe { [weak self] action in self?.perform(action) },
            search.events.observe { [weak self] event in if self?.mode.value == .search { feed.handle(event) } },
            library.events.observe { [weak self] event in if self?.mode.value == .library { feed.handle(event) } },
            search.status.observe { [weak self] _ in self?.updateEmptyReason() },
            library.status.observe { [weak self] _ in self?.updateEmptyReason() },
            library.shelf.observe { [weak self] _ in self?.updateShelfActions() },
            results.display.observe { [weak self] _ in self?.updateScreen() },
            quickLook.quickLook.observe { [weak self] _ in self?.updateScreen() },
        ]
    }

    public var search: any SearchViewModeling { searchModel }
    public var results: any ResultsViewModeling { resultsModel }
    public var selection: any SelectionViewModeling { selectionModel }
    public var messages: any MessagesViewModeling { messagesModel }
    public var quickLook: any QuickLookNavigating { quickLookModel }
    public var library: any LibraryViewModeling { libraryModel }
    public var libraryActions: any LibraryActionsViewModeling { libraryActionsModel }

    public func show(_ newMode: WindowMode) {
        guard newMode != mode.value else { return }
        mode.value = newMode
        quickLookModel.closeQuickLook()
        messagesModel.dismissBanner()
        switch newMode {
        case .library:
            searchModel.pause()
            libraryModel.activate()
        case .search:
            libraryModel.deactivate()
            searchModel.resume()
        }
        updateShelfActions()
        updateEmptyReason()
    }

    /// Follows a thread (a tag): a new search, from the library view too.
    private func searchFor(_ query: String) {
        show(.search)
        searchModel.search(query: query)
    }

    public func selectWhenShown(_ id: String) {
        selectionModel.selectWhenShown(id)
        // While a search runs, the rows shown may be the last search's, of the same words.
        if !searchModel.status.value.isSearching { selectionModel.selectPendingResult() }
    }

    /// F5: the search again, or the shelf.
    public func refresh() {
        if mode.value == .library { libraryModel.reload() } else { searchModel.repeatSearch() }
    }

    private func perform(_ action: Banner.Action) {
        switch action {
        case .retry: if mode.value == .library { libraryModel.reload() } else { searchModel.retry() }
        case .useSampleCatalog: searchModel.fallBackToSampleCatalog()
        case .useChosenProvider: searchModel.useChosenProvider()
        case .openPreferences: preferencesWanted.send(())
        }
    }

    private func updateShelfActions() {
        libraryActionsModel.showing(mode.value == .library ? libraryModel.shownShelf : nil)
    }

    /// What the results area says while it has nothing to list, for the mode shown.
    private func updateEmptyReason() {
        resultsModel.showWhenEmpty(mode.value == .search
            ? searchModel.emptyResults : EmptyResults(libraryModel.status.value, emptyShelf: libraryModel.emptyShelf))
    }

    private func updateScreen() {
        let shown: WindowScreen = quickLookModel.quickLook.value.map { .quickLook(index: $0.index) }
            ?? .results(resultsModel.display.value)
        if screen.value != shown { screen.value = shown }
    }
}
