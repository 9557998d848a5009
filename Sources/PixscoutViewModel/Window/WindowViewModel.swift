/// Passes news between the small view models the composition root built: what the search or
/// the library's shelf brings goes to the results feed, a banner's button to what it names, and
/// the mode decides which of the two is shown.
@MainActor
public final class WindowViewModel: WindowViewModeling {
    private let search: any SearchRouting
    private let messages: any BannerActions
    private let results: any ResultsDisplaying
    private let selection: any SelectionRequests
    private let quickLook: any QuickLookNavigating
    private let library: any LibraryRouting
    private let libraryActions: any ShelfActions
    public var screen: ObservableProperty<WindowScreen> { screenWriter.property }
    private let screenWriter = PropertyWriter<WindowScreen>(.results(.empty(.start)))
    /// Search or Library: one value, which the active site and the shown pages read too.
    public var mode: ObservableProperty<WindowMode> { modeWriter.property }
    private let modeWriter: PropertyWriter<WindowMode>
    public var preferencesWanted: ChangeStream<Void> { preferencesWantedSender.stream }
    private let preferencesWantedSender = ChangeSender<Void>()
    private let feed: any SearchEventFeeding
    private var observations: [ObservationToken] = []

    public init(
        mode: PropertyWriter<WindowMode>, search: any SearchRouting, filters: any ChosenFilters,
        messages: any BannerActions, results: any ResultsDisplaying, selection: any SelectionRequests,
        quickLook: any QuickLookNavigating, library: any LibraryRouting, libraryActions: any ShelfActions,
        feed: any SearchEventFeeding
    ) {
        modeWriter = mode
        self.search = search
        self.messages = messages
        self.results = results
        self.selection = selection
        self.quickLook = quickLook
        self.library = library
        self.libraryActions = libraryActions
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

    public func show(_ newMode: WindowMode) {
        guard newMode != mode.value else { return }
        modeWriter.value = newMode
        quickLook.closeQuickLook()
        messages.dismissBanner()
        switch newMode {
        case .library:
            search.pause()
            library.activate()
        case .search:
            library.deactivate()
            search.resume()
        }
        updateShelfActions()
        updateEmptyReason()
    }

    /// Follows a thread (a tag): a new search, from the library view too.
    private func searchFor(_ query: String) {
        show(.search)
        search.search(query: query)
    }

    public func selectWhenShown(_ id: String) {
        selection.selectWhenShown(id)
        // While a search runs, the rows shown may be the last search's, of the same words.
        if !search.status.value.isSearching { selection.selectPendingResult() }
    }

    /// F5: the search again, or the shelf.
    public func refresh() {
        if mode.value == .library { library.reload() } else { search.repeatSearch() }
    }

    private func perform(_ action: Banner.Action) {
        switch action {
        case .retry: if mode.value == .library { library.reload() } else { search.retry() }
        case .useSampleCatalog: search.fallBackToSampleCatalog()
        case .useChosenSite: search.useChosenSite()
        case .openPreferences: preferencesWantedSender.send(())
        }
    }

    private func updateShelfActions() {
        libraryActions.showing(mode.value == .library ? library.shownShelf : nil)
    }

    /// What the results area says while it has nothing to list, for the mode shown.
    private func updateEmptyReason() {
        results.showWhenEmpty(mode.value == .search
            ? search.emptyResults : EmptyResults(library.status.value, emptyShelf: library.emptyShelf))
    }

    private func updateScreen() {
        let shown: WindowScreen = quickLook.quickLook.value.map { .quickLook(index: $0.index) }
            ?? .results(results.display.value)
        if screen.value != shown { screenWriter.value = shown }
    }
}
