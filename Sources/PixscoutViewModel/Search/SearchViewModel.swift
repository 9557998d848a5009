import Foundation
import PixscoutLocalization
import PixscoutModel

@MainActor
public final class SearchViewModel: SearchViewModeling, SiteSwitching, SearchRouting, ResultPages {
    /// Connections opened to the thumbnail host while a search is on its way (so that thumbnails
    /// follow the answer by one round trip): a screenful of thumbnails at once, leaving one for
    /// the API request when both share a host.
    static let previewConnections = 7
    /// The order of the site chooser.
    public var status: ObservableProperty<SearchStatus> { statusWriter.property }
    private let statusWriter = PropertyWriter<SearchStatus>(.idle)
    public let siteChoices = SiteID.allCases.map { SiteChoice(id: $0.rawValue, name: $0.name) }
    public var site: ObservableProperty<SiteChoice> { siteWriter.property }
    private let siteWriter: PropertyWriter<SiteChoice>
    public var attribution: ObservableProperty<Attribution> { attributionWriter.property }
    private let attributionWriter: PropertyWriter<Attribution>
    public var hiddenCount: ObservableProperty<Int> { hiddenCountWriter.property }
    private let hiddenCountWriter = PropertyWriter<Int>(0)
    public var suggestion: ObservableProperty<String?> { suggestionWriter.property }
    private let suggestionWriter = PropertyWriter<String?>(nil)
    public var fewRequestsLeft: ObservableProperty<String?> { fewRequestsLeftWriter.property }
    private let fewRequestsLeftWriter = PropertyWriter<String?>(nil)
    /// Pages, failures and loading, for the window view model to hand on.
    public var events: ChangeStream<SearchEvent> { eventsSender.stream }
    private let eventsSender = ChangeSender<SearchEvent>()

    let active: ActiveSite
    let filters: any ChosenFilters
    let messages: any SearchMessaging
    let catalog: SiteCatalog?
    let siteStore: SiteChoiceStore?
    private let history: (any SearchHistoryKeeping)?
    let pager: ResultsPager
    private let previewConnector = PreviewPreconnector()
    /// The note saying which of All sites failed, taken down by the next search.
    private var failureNote: Banner?
    private var pagerObservations: [ObservationToken] = []

    public init(
        active: ActiveSite, filters: any ChosenFilters, messages: any SearchMessaging, catalog: SiteCatalog?,
        siteStore: SiteChoiceStore?, history: (any SearchHistoryKeeping)?, siteSearch: SiteSearch
    ) {
        pager = ResultsPager(siteSearch: siteSearch)
        self.history = history
        self.active = active
        self.filters = filters
        self.messages = messages
        self.catalog = catalog
        self.siteStore = siteStore
        let description = active.description
        siteWriter = PropertyWriter(SiteWording.choice(description.id))
        attributionWriter = PropertyWriter(SiteWording.attribution(active.sites))
        messages.showSiteNote(SiteWording.note(for: description.id, fallbackFrom: nil))
        filters.offer(description)
        pagerObservations = [
            pager.outcomes.observe { [weak self] outcome in self?.receive(outcome) },
            pager.loadingMoreChanges.observe { [weak self] loading in self?.eventsSender.send(.loadingMore(loading)) },
        ]
    }

    var query: String? { pager.query }
    public var total: Int? { pager.total }
    public var hasMore: Bool { pager.hasMore }
    var isLoadingMore: Bool { pager.isLoadingMore }
    /// What the results say while empty: words that find something, the filters that narrowed it.
    public var emptyResults: EmptyResults {
        EmptyResults(status.value, offering: pager.alternatives, narrowedBy: filters.narrowing)
    }

    // MARK: Searching

    public var recentSearches: ObservableProperty<[String]> {
        history?.recent ?? ObservableProperty([])
    }

    public func search(query: String) {
        let query = query.trimmingCharacters(in: .whitespacesAndNewlines)
        var sites = active.sites.imageSites
        if let thread = SearchThread(query: query) {
            sites = sites.filter { $0.description.follows(thread) }
            // None of the chosen sites can: the site that can is chosen instead.
            guard !sites.isEmpty else { return follow(thread, elsewhereFor: query) }
        }
        history?.record(query)
        messages.cancelCountdown()
        eventsSender.send(.started)
        statusWriter.value = .searching(query: query)
        suggestionWriter.value = nil
        Log.debug("search \(active.description.name) for “\(query)”")
        if let failureNote, messages.siteNote.value == failureNote { messages.showSiteNote(nil) }
        pager.search(query, in: sites, filters: filters.searchFilters)
        previewConnector.open(Self.previewConnections, for: active.sites)
    }

    public func searchSuggestion() {
        suggestion.value.map(search(query:))
    }

    /// A thread the chosen site cannot follow goes to the site that can.
    private func follow(_ thread: SearchThread, elsewhereFor query: String) {
        guard let source = catalog?.sites(for: thread.site), source.description.follows(thread) else {
            statusWriter.value = .failed(query: query)
            let able = SiteID.remote.filter { $0.follows(thread.kind) }
            messages.show(Banner(text: String(format: tr("%1$@ cannot search for this. Choose %2$@ in the site chooser."),
                active.description.name, SiteWording.any(able.map(\.name)))))
            return
        }
        siteStore?.save(thread.site)
        use(source, chosen: thread.site, note: nil, query: query)
    }

    public func repeatSearch() {
        guard let query = pager.query else { return }
        search(query: query)
    }

    /// Tries again what failed: the search, or the next page.
    public func retry() {
        guard let query = pager.query else { return }
        messages.dismissBanner()
        if pager.failedOperation != .nextPage {
            statusWriter.value = .searching(query: query)
        }
        pager.retry()
    }

    /// The library view opened: nothing more loads meanwhile.
    public func pause() {
        pager.cancel()
        messages.cancelCountdown()
        if status.value.isSearching { statusWriter.value = .idle }
    }

    /// Back from the library view: the last search again (from the cache, mostly), or what
    /// the window showed before any.
    public func resume() {
        if let query = pager.query {
            search(query: query)
        } else if active.description.id == .sample {
            search(query: "")
        } else {
            eventsSender.send(.cleared)
            statusWriter.value = .idle
        }
    }

    /// Loads the next page unless one is on its way, there is none, or a wait is counting down.
    public func loadNextPage() {
        guard !messages.isCountingDown else { return }
        pager.loadNextPage()
    }

    /// What the window shows before any search: the catalog's images, or for a remote site
    /// a check that it can be reached, falling back to the catalog when it cannot.
    public func start(initialQuery: String?, siteIsExplicit: Bool) {
        if let initialQuery {
            search(query: initialQuery)
        } else if active.description.id == .sample {
            // The catalog is small and local: show all of it rather than an empty window.
            search(query: "")
        } else if let connections = active.sites.connections, !active.sites.apiOrigins.isEmpty {
            let site = active.description.id
            let origins = active.sites.apiOrigins
            Task { [weak self] in
                let reachable = await connections.reachesAny(of: origins)
                guard let self, !reachable, !siteIsExplicit, status.value == .idle,
                      active.description.id == site
                else { return }
                Log.info("\(site.name) cannot be reached: showing the sample catalog")
                fallBackToSampleCatalog()
            }
        }
    }

    private func receive(_ outcome: SiteQuery.Outcome) {
        let query = pager.query ?? ""
        if suggestion.value != pager.suggestion { suggestionWriter.value = pager.suggestion }
        let fewLeft = SiteWording.fewRequestsLeft(pager.requestsLeft)
        if fewRequestsLeft.value != fewLeft { fewRequestsLeftWriter.value = fewLeft }
        switch outcome {
        case .firstPage(let page, _):
            Log.debug("first page: \(page.count) results")
            hiddenCountWriter.value = pager.hiddenCount
            eventsSender.send(.firstPage(page))
            statusWriter.value = page.isEmpty ? .noResults(query: query) : resultsStatus(query)
        case .regrouped(let all, let added):
            eventsSender.send(.regrouped(all, added: added))
            statusWriter.value = resultsStatus(query)
        case .enriched(let images):
            eventsSender.send(.enriched(images))
        case .nextPage(let page):
            eventsSender.send(.nextPage(page))
            statusWriter.value = resultsStatus(query)
        case .siteFailed(let site, let error):
            Log.info("\(site.name) failed in All sites: \(error)")
            failureNote = SiteWording.failureNote(site, error)
            messages.showSiteNote(failureNote)
        case .failed(let operation, let error):
            if operation == .search { statusWriter.value = .failed(query: query) }
            eventsSender.send(.failed(operation))
            messages.report(error, from: active.description)
        }
    }

    /// The total is the site's count, or once at the end, what arrived.
    private func resultsStatus(_ query: String) -> SearchStatus {
        hiddenCountWriter.value = pager.hiddenCount
        let count = pager.receivedCount
        return .results(query: query, count: count, total: pager.total ?? (pager.hasMore ? nil : count))
    }

    // MARK: The site searched

    public func chooseSite(id: String) {
        guard let choice = SiteID(rawValue: id),
            choice != active.description.id || choice != active.chosen else { return }
        guard let chosen = catalog?.sites(for: choice) else {
            // The chooser goes back to what is in use.
            siteWriter.value = site.value
            messages.show(SiteWording.needsKey(choice))
            return
        }
        siteStore?.save(choice)
        use(chosen, chosen: choice, note: nil)
    }

    func use(
        _ newSites: SearchedSites, chosen: SiteID?, note: Banner?, query: String? = nil, searching: Bool = true
    ) {
        active.use(newSites, chosen: chosen)
        let description = newSites.description
        siteWriter.value = SiteWording.choice(description.id)
        attributionWriter.value = SiteWording.attribution(newSites)
        filters.offer(description)
        messages.showSiteNote(note ?? SiteWording.note(for: description.id, fallbackFrom: nil))
        messages.dismissBanner()
        guard searching else { return }
        start(initialQuery: query ?? pager.query, siteIsExplicit: true)
    }
}
