import PixscoutModel

/// The window's ``SiteQuery`` on the main actor: asks each page it names through
/// ``SiteSearch`` (the first page's deadline), one task a site, and passes on what each
/// answer changes. Cancelling the query cancels every request on its way.
@MainActor
final class ResultsPager {
    /// Asks for each page; a site that passes its first page's deadline is named as not
    /// answering, with Retry.
    private let siteSearch: SiteSearch
    private var current: SiteQuery?
    private var tasks: [Int: Task<Void, Never>] = [:]
    private var loadingMore = false
    /// What each site last said of the requests it allows until its limit resets, whichever
    /// query it said it in: a cached answer says nothing, and the last word stands.
    private(set) var requestsLeft: [SiteID: Int] = [:]

    init(siteSearch: SiteSearch) {
        self.siteSearch = siteSearch
    }

    /// Each page and each failure (a cancelled request is neither).
    var outcomes: ChangeStream<SiteQuery.Outcome> { outcomesSender.stream }
    private let outcomesSender = ChangeSender<SiteQuery.Outcome>()
    /// A next page starts and stops loading.
    var loadingMoreChanges: ChangeStream<Bool> { loadingMoreChangesSender.stream }
    private let loadingMoreChangesSender = ChangeSender<Bool>()

    var query: String? { current?.text }
    var failedOperation: SiteQuery.Operation? { current?.failedOperation }
    var suggestion: String? { current?.suggestion }
    var alternatives: [String] { current?.alternatives ?? [] }
    var hiddenCount: Int { current?.hiddenCount ?? 0 }
    /// How many results the query has brought so far, each counted once.
    var receivedCount: Int { current?.images.count ?? 0 }
    var isLoadingMore: Bool { loadingMore }
    var isSearching: Bool { current?.isSearching ?? false }
    var hasMore: Bool { current?.hasMore ?? false }
    var total: Int? { current?.total }

    /// Replaces the query, cancelling whatever was on its way.
    func search(_ query: String, in sites: [any ImageSite], filters: SearchFilters) {
        cancel()
        current = SiteQuery(query, sites: sites, filters: filters)
        ask(current?.firstRequests() ?? [])
    }

    /// Loads the next page of each site that has one, unless a search is still on its way
    /// for every site, or a failure waits for ``retry()``.
    func loadNextPage() {
        ask(current?.nextRequests() ?? [])
        updateLoadingMore()
    }

    /// Tries again what failed: the first page as a new search, a next page as that page.
    func retry() {
        guard let current else { return }
        if let requests = self.current?.retry() {
            ask(requests)
            updateLoadingMore()
        } else {
            search(current.text, in: current.sites, filters: current.filters)
        }
    }

    func cancel() {
        for task in tasks.values { task.cancel() }
        tasks = [:]
        current?.cancelAll()
        updateLoadingMore()
    }

    private func ask(_ requests: [SiteQuery.Request]) {
        // The words and filters go with each request, not a copy of the query: a copy kept by the
        // task would share the results so far, and adding the page to them would copy them all.
        guard let text = current?.text, let filters = current?.filters else { return }
        for request in requests {
            let siteSearch = siteSearch
            tasks[request.lane] = Task { [weak self] in
                let answer = await siteSearch.page(request.page, of: request.site, query: text, filters: filters)
                guard let self, !Task.isCancelled else { return }
                tasks[request.lane] = nil
                guard let outcomes = current?.receive(answer, for: request) else { return }
                requestsLeft.merge(current?.requestsLeft ?? [:]) { $1 }
                // Loading stops before the page shows, as a row of "loading" gives way to the rows.
                updateLoadingMore()
                for outcome in outcomes { self.outcomesSender.send(outcome) }
            }
        }
    }

    private func updateLoadingMore() {
        let loading = current?.isLoadingMore ?? false
        guard loading != loadingMore else { return }
        loadingMore = loading
        loadingMoreChangesSender.send(loading)
    }
}
