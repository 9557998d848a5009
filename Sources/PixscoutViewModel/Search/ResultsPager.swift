import PixscoutModel

/// Pages through one query of one site, or of several at once: each site's first page,
/// then its next ones on request, each at most once and never past that site's end. Rows
/// show from the first site that answers; a picture appears once however pages overlap or
/// sites share it; results whose licence does not allow the chosen use are left out.
@MainActor
final class ResultsPager {
    enum Operation {
        case search, nextPage
    }

    enum Outcome {
        case firstPage([ImageEntity], total: Int?)
        /// Another site's first page came: all the results so far, merged by rank again,
        /// and those that are new.
        case regrouped([ImageEntity], added: [ImageEntity])
        case nextPage([ImageEntity])
        /// A later page brought another site's copy of results shown: their richer records,
        /// by the key each was shown under.
        case enriched([(shownKey: String, image: ImageEntity)])
        case failed(Operation, NetworkError)
        /// One of several sites failed; the others' results stay.
        case siteFailed(SiteDescription, NetworkError)
    }

    /// One site's progress through the query.
    private struct Lane {
        let site: any ImageSite
        var next: PageToken?
        var total: Int?
        /// Its first page came.
        var answered = false
        /// It failed and is left out until ``retry()``.
        var failed = false
        var task: Task<Void, Never>?
        /// Its first page, kept while the first pages are merged again as each comes.
        var firstPage: [ImageEntity] = []
    }

    /// Asks for each page; a site that passes its first page's deadline is named as not
    /// answering, with Retry.
    private let siteSearch: SiteSearch

    init(siteSearch: SiteSearch = SiteSearch()) {
        self.siteSearch = siteSearch
    }

    /// Each page and each failure (a cancelled request is neither).
    let outcomes = ChangeStream<Outcome>()
    /// A next page starts and stops loading.
    let loadingMoreChanges = ChangeStream<Bool>()

    private(set) var query: String?
    /// What failed last and waits for ``retry()``; no next page loads on its own meanwhile.
    private(set) var failedOperation: Operation?
    /// What each site last said of the requests it allows until its limit resets.
    private(set) var requestsLeft: [SiteID: Int] = [:]
    /// Words a site suggested searching instead, with its first page; words that find
    /// something there, when it found nothing.
    private(set) var suggestion: String?
    private(set) var alternatives: [String] = []
    /// Results received that the chosen use, shape or size left out.
    var hiddenCount: Int { merged.hiddenCount }
    private var sites: [any ImageSite] = []
    private var filters: SearchFilters { merged.filters }
    private var lanes: [Lane] = []
    private var merged = MergedResults(filters: SearchFilters())
    /// Whether the first page went out, and whether any next page was added after it: from
    /// then on a late first page is added at the end instead of merged in by rank.
    private var shownFirst = false
    private var pagedOn = false
    private var loadingMore = false

    var isSearching: Bool { lanes.contains { $0.task != nil && !$0.answered } }
    /// How many results the query has brought so far, each counted once.
    var receivedCount: Int { merged.images.count }
    var isLoadingMore: Bool { loadingMore }
    var hasMore: Bool { lanes.contains { $0.next != nil } || isSearching }

    /// The site's count, when one site is searched, says it, and nothing is hidden.
    var total: Int? {
        guard lanes.count == 1, hiddenCount == 0 else { return nil }
        return lanes[0].total
    }

    /// Replaces the query, cancelling whatever was on its way.
    func search(_ query: String, in sites: [any ImageSite], filters: SearchFilters) {
        cancel()
        self.query = query
        self.sites = sites
        lanes = sites.map { Lane(site: $0) }
        merged = MergedResults(filters: filters)
        shownFirst = false
        pagedOn = false
        (suggestion, alternatives) = (nil, [])
        failedOperation = nil
        for index in lanes.indices { fetch(lane: index, page: nil) }
    }

    /// Loads the next page of each site that has one, unless a search is still on its way
    /// for every site, or a failure waits for ``retry()``.
    func loadNextPage() {
        guard failedOperation == nil else { return }
        requestNextPages()
    }

    private func requestNextPages() {
        guard shownFirst else { return }
        let ready = lanes.indices.filter { lanes[$0].answered && !lanes[$0].failed && lanes[$0].next != nil
            && lanes[$0].task == nil }
        for index in ready { fetch(lane: index, page: lanes[index].next) }
        updateLoadingMore()
    }

    /// Tries again what failed: the first page as a new search, a next page as that page.
    func retry() {
        switch failedOperation {
        case .nextPage:
            failedOperation = nil
            for index in lanes.indices { lanes[index].failed = false }
            requestNextPages()
        case .search, nil:
            guard let query else { return }
            search(query, in: sites, filters: filters)
        }
    }

    func cancel() {
        for index in lanes.indices {
            lanes[index].task?.cancel()
            lanes[index].task = nil
        }
        updateLoadingMore()
    }

    private func fetch(lane index: Int, page: PageToken?) {
        let site = lanes[index].site
        let (query, filters, siteSearch) = (self.query ?? "", self.filters, self.siteSearch)
        lanes[index].task = Task { [weak self] in
            let result = await siteSearch.page(page, of: site, query: query, filters: filters)
            guard let self, !Task.isCancelled else { return }
            lanes[index].task = nil
            // Loading stops before the page shows, as a row of "loading" gives way to the rows.
            updateLoadingMore()
            switch result {
            case .success(let response): receive(response, lane: index, first: page == nil)
            case .failure(.cancelled): break
            case .failure(let error): fail(error, lane: index, first: page == nil)
            }
        }
    }

    private func receive(_ response: ResultPage, lane index: Int, first: Bool) {
        lanes[index].next = response.next
        if let left = response.requestsLeft { requestsLeft[lanes[index].site.description.id] = left }
        let kept = merged.admitted(response.images)
        guard first else {
            if failedOperation == .nextPage, !lanes.contains(where: \.failed) { failedOperation = nil }
            outcomes.send(.nextPage(added(merged.add([kept]))))
            return
        }
        lanes[index].answered = true
        lanes[index].total = response.totalCount
        suggestion = suggestion ?? response.suggestion
        alternatives += response.alternatives.filter { !alternatives.contains($0) }
        lanes[index].firstPage = kept
        if !shownFirst {
            // An empty answer waits for the other sites' before saying there is nothing.
            guard !kept.isEmpty || !isSearching else { return }
            shownFirst = true
            merged.add(lanes.filter(\.answered).map(\.firstPage))
            outcomes.send(.firstPage(merged.images, total: total))
        } else if pagedOn {
            outcomes.send(.nextPage(added(merged.add([kept]))))
        } else {
            let before = Set(merged.images.map(\.key))
            merged.regroup(lanes.filter(\.answered).map(\.firstPage))
            outcomes.send(.regrouped(merged.images, added: merged.images.filter { !before.contains($0.key) }))
        }
    }

    private func fail(_ error: NetworkError, lane index: Int, first: Bool) {
        lanes[index].failed = true
        let othersLeft = lanes.indices.contains { $0 != index && !lanes[$0].failed }
        if lanes.count > 1, othersLeft {
            outcomes.send(.siteFailed(lanes[index].site.description, error))
            // The others answered with nothing and waited for this one.
            if !shownFirst, !isSearching {
                shownFirst = true
                outcomes.send(.firstPage([], total: nil))
            }
            return
        }
        let operation: Operation = first && !shownFirst ? .search : .nextPage
        failedOperation = operation
        outcomes.send(.failed(operation, error))
    }

    private func added(_ change: (changed: [(shownKey: String, image: ImageEntity)],
        added: Range<Int>)) -> [ImageEntity] {
        pagedOn = true
        if !change.changed.isEmpty { outcomes.send(.enriched(change.changed)) }
        return Array(merged.images[change.added])
    }

    private func updateLoadingMore() {
        let loading = shownFirst && lanes.contains { $0.answered && $0.task != nil }
        guard loading != loadingMore else { return }
        loadingMore = loading
        loadingMoreChanges.send(loading)
    }
}
