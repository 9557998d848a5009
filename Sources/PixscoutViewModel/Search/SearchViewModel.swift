import Foundation
import PixscoutLocalization
import PixscoutModel

@MainActor
public final class SearchViewModel: SearchViewModeling {
    /// Connections opened to the thumbnail host while a search is on its way (so that thumbnails
    /// follow the answer by one round trip): a screenful of thumbnails at once, leaving one for
    /// the API request when both share a host.
    static let previewConnections = 7
    /// The order of the site chooser.
    public let status = ObservableProperty<SearchStatus>(.idle)
    public let siteChoices = SiteID.allCases.map { SiteChoice(id: $0.rawValue, name: $0.name) }
    public let site: ObservableProperty<SiteChoice>
    public let attribution: ObservableProperty<Attribution>
    public let hiddenCount = ObservableProperty(0)
    public let suggestion = ObservableProperty<String?>(nil)
    public let fewRequestsLeft = ObservableProperty<String?>(nil)
    /// Pages, failures and loading, for the window view model to hand on.
    let events = ChangeStream<SearchEvent>()

    let active: ActiveSite
    let filters: FiltersViewModel
    let messages: MessagesViewModel
    let catalog: SiteCatalog?
    let siteStore: SiteChoiceStore?
    private let history: SearchHistory?
    let pager: ResultsPager
    private let previewConnector = PreviewPreconnector()
    /// The note saying which of All sites failed, taken down by the next search.
    private var failureNote: Banner?
    private var pagerObservations: [ObservationToken] = []

    public init(
        active: ActiveSite, filters: FiltersViewModel, messages: MessagesViewModel, catalog: SiteCatalog?,
        siteStore: SiteChoiceStore?, history: SearchHistory?, siteSearch: SiteSearch
    ) {
        pager = ResultsPager(siteSearch: siteSearch)
        self.history = history
        self.active = active
        self.filters = filters
        self.messages = messages
        self.catalog = catalog
        self.siteStore = siteStore
        let description = active.description
        site = ObservableProperty(SiteWording.choice(description.id))
        attribution = ObservableProperty(SiteWording.attribution(active.sites))
        messages.showSiteNote(SiteWording.note(for: description.id, fallbackFrom: nil))
        filters.offer(description)
        pagerObservations = [
            pager.outcomes.observe { [weak self] outcome in self?.receive(outcome) },
            pager.loadingMoreChanges.observe { [weak self] loading in self?.events.send(.loadingMore(loading)) },
        ]
    }

    var query: String? { pager.query }
    var total: Int? { pager.total }
    var hasMore: Bool { pager.hasMore }
    var isLoadingMore: Bool { pager.isLoadingMore }
    /// What the results say while empty: words that find something, the filters that narrowed it.
    var emptyResults: EmptyResults {
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
        events.send(.started)
        status.value = .searching(query: query)
        suggestion.value = nil
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
            status.value = .failed(query: query)
            messages.show(Banner(text: String(format: tr("%@ cannot search for this. Choose Openverse or Wikimedia Commons in the site chooser."),
                                              active.description.name)))
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
    func retry() {
        guard let query = pager.query else { return }
        messages.dismissBanner()
        if pager.failedOperation != .nextPage {
            status.value = .searching(query: query)
        }
        pager.retry()
    }

    /// The library view opened: nothing more loads meanwhile.
    func pause() {
        pager.cancel()
        messages.cancelCountdown()
        if status.value.isSearching { status.value = .idle }
    }

    /// Back from the library view: the last search again (from the cache, mostly), or what
    /// the window showed before any.
    func resume() {
        if let query = pager.query {
            search(query: query)
        } else if active.description.id == .sample {
            search(query: "")
        } else {
            events.send(.cleared)
            status.value = .idle
        }
    }

    /// Loads the next page unless one is on its way, there is none, or a wait is counting down.
    func loadNextPage() {
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
        if suggestion.value != pager.suggestion { suggestion.value = pager.suggestion }
        let fewLeft = SiteWording.fewRequestsLeft(pager.requestsLeft)
        if fewRequestsLeft.value != fewLeft { fewRequestsLeft.value = fewLeft }
        switch outcome {
        case .firstPage(let page, _):
            Log.debug("first page: \(page.count) results")
            hiddenCount.value = pager.hiddenCount
            events.send(.firstPage(page))
            status.value = page.isEmpty ? .noResults(query: query) : resultsStatus(query)
        case .regrouped(let all, let added):
            events.send(.regrouped(all, added: added))
            status.value = resultsStatus(query)
        case .enriched(let images):
            events.send(.enriched(images))
        case .nextPage(let page):
            events.send(.nextPage(page))
            status.value = resultsStatus(query)
        case .siteFailed(let site, let error):
            Log.info("\(site.name) failed in All sites: \(error)")
            failureNote = SiteWording.failureNote(site, error)
            messages.showSiteNote(failureNote)
        case .failed(let operation, let error):
            if operation == .search { status.value = .failed(query: query) }
            events.send(.failed(operation))
            messages.report(error, from: active.description)
        }
    }

    /// The total is the site's count, or once at the end, what arrived.
    private func resultsStatus(_ query: String) -> SearchStatus {
        hiddenCount.value = pager.hiddenCount
        let count = pager.receivedCount
        return .results(query: query, count: count, total: pager.total ?? (pager.hasMore ? nil : count))
    }
}
