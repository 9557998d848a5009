/// One query of one site or several, as it stands: each site's lane (its next page, its count,
/// whether it answered or failed) and the results merged so far. Rows show from the first site
/// that answers; a picture appears once however pages overlap or sites share it; results whose
/// licence does not allow the chosen use are left out. A value with no clock and no task: who
/// asks the pages (``SiteSearch``, the window's pager) feeds each answer in and hears what the
/// person would see change.
public struct SiteQuery: Sendable {
    public enum Operation: Sendable {
        case search, nextPage
    }

    public enum Outcome: Sendable {
        case firstPage([ImageEntity], total: Int?)
        /// Another site's first page came: all the results so far, merged by rank again,
        /// and those that are new.
        case regrouped([ImageEntity], added: [ImageEntity])
        case nextPage([ImageEntity])
        /// A later page brought another site's copy of results shown: their richer records,
        /// by the key each was shown under.
        case enriched([(shownKey: String, image: ImageEntity)])
        case failed(Operation, NetworkError)
        /// One of several sites failed (or passed its first page's deadline); the others'
        /// results stay.
        case siteFailed(SiteDescription, NetworkError)
    }

    /// A page to ask of one site: `page` nil is its first.
    public struct Request: Sendable {
        public let lane: Int
        public let site: any ImageSite
        public let page: PageToken?
    }

    /// One site's progress through the query.
    private struct Lane: Sendable {
        let site: any ImageSite
        var next: PageToken?
        var total: Int?
        var answered = false
        /// It failed and is left out until ``retry()``.
        var failed = false
        var asking = false
        /// Its first page, kept while the first pages are merged again as each comes.
        var firstPage: [ImageEntity] = []
    }

    public let text: String
    public let sites: [any ImageSite]
    /// What failed last and waits for ``retry()``; no next page is asked meanwhile.
    public private(set) var failedOperation: Operation?
    /// What each site said in this query of the requests it allows until its limit resets.
    public private(set) var requestsLeft: [SiteID: Int] = [:]
    /// Words a site suggested searching instead, with its first page; words that find
    /// something there, when it found nothing.
    public private(set) var suggestion: String?
    public private(set) var alternatives: [String] = []
    private var lanes: [Lane]
    private var merged: MergedResults
    /// Whether the first page went out, and whether any next page was added after it: from
    /// then on a late first page is added at the end instead of merged in by rank.
    private var shownFirst = false
    private var pagedOn = false

    public init(_ text: String, sites: [any ImageSite], filters: SearchFilters) {
        self.text = text
        self.sites = sites
        lanes = sites.map { Lane(site: $0) }
        merged = MergedResults(filters: filters)
    }

    public var filters: SearchFilters { merged.filters }
    public var images: [ImageEntity] { merged.images }
    /// Results received that the chosen use, shape or size left out.
    public var hiddenCount: Int { merged.hiddenCount }
    public var isSearching: Bool { lanes.contains { $0.asking && !$0.answered } }
    public var hasMore: Bool { lanes.contains { $0.next != nil } || isSearching }
    /// A next page is on its way, after the first went out.
    public var isLoadingMore: Bool { shownFirst && lanes.contains { $0.answered && $0.asking } }

    /// The site's count, when one site is searched, says it, and nothing is hidden.
    public var total: Int? {
        guard lanes.count == 1, hiddenCount == 0 else { return nil }
        return lanes[0].total
    }

    /// Each site's first page, to ask at once.
    public mutating func firstRequests() -> [Request] {
        lanes.indices.map { ask(lane: $0, page: nil) }
    }

    /// The next page of each site that has one, once the first page went out, unless a
    /// failure waits for ``retry()``.
    public mutating func nextRequests() -> [Request] {
        guard failedOperation == nil, shownFirst else { return [] }
        let ready = lanes.indices.filter { lanes[$0].answered && !lanes[$0].failed && lanes[$0].next != nil
            && !lanes[$0].asking }
        return ready.map { ask(lane: $0, page: lanes[$0].next) }
    }

    /// What to ask again after a failure: the failed next pages, or nil when the first page
    /// failed and the query is to be searched anew.
    public mutating func retry() -> [Request]? {
        guard failedOperation == .nextPage else { return nil }
        failedOperation = nil
        for index in lanes.indices { lanes[index].failed = false }
        return nextRequests()
    }

    /// Every request on its way was cancelled: none is waited for any longer.
    public mutating func cancelAll() {
        for index in lanes.indices { lanes[index].asking = false }
    }

    /// `request`'s answer: what the person sees change, in order. A cancelled request
    /// changes nothing.
    public mutating func receive(_ answer: Result<ResultPage, NetworkError>, for request: Request) -> [Outcome] {
        lanes[request.lane].asking = false
        switch answer {
        case .success(let page): return receive(page, lane: request.lane, first: request.page == nil)
        case .failure(.cancelled): return []
        case .failure(let error): return fail(error, lane: request.lane, first: request.page == nil)
        }
    }

    private mutating func ask(lane index: Int, page: PageToken?) -> Request {
        lanes[index].asking = true
        return Request(lane: index, site: lanes[index].site, page: page)
    }

    private mutating func receive(_ page: ResultPage, lane index: Int, first: Bool) -> [Outcome] {
        lanes[index].next = page.next
        if let left = page.requestsLeft { requestsLeft[lanes[index].site.description.id] = left }
        let kept = merged.admitted(page.images)
        guard first else {
            if failedOperation == .nextPage, !lanes.contains(where: \.failed) { failedOperation = nil }
            return added(merged.add([kept]))
        }
        lanes[index].answered = true
        lanes[index].total = page.totalCount
        suggestion = suggestion ?? page.suggestion
        alternatives += page.alternatives.filter { !alternatives.contains($0) }
        lanes[index].firstPage = kept
        if !shownFirst {
            // An empty answer waits for the other sites' before saying there is nothing.
            guard !kept.isEmpty || !isSearching else { return [] }
            shownFirst = true
            merged.add(lanes.filter(\.answered).map(\.firstPage))
            return [.firstPage(merged.images, total: total)]
        }
        if pagedOn { return added(merged.add([kept])) }
        let before = Set(merged.images.map(\.key))
        merged.regroup(lanes.filter(\.answered).map(\.firstPage))
        return [.regrouped(merged.images, added: merged.images.filter { !before.contains($0.key) })]
    }

    private mutating func fail(_ error: NetworkError, lane index: Int, first: Bool) -> [Outcome] {
        lanes[index].failed = true
        let othersLeft = lanes.indices.contains { $0 != index && !lanes[$0].failed }
        if lanes.count > 1, othersLeft {
            var outcomes = [Outcome.siteFailed(lanes[index].site.description, error)]
            // The others answered with nothing and waited for this one.
            if !shownFirst, !isSearching {
                shownFirst = true
                outcomes.append(.firstPage([], total: nil))
            }
            return outcomes
        }
        let operation: Operation = first && !shownFirst ? .search : .nextPage
        failedOperation = operation
        return [.failed(operation, error)]
    }

    private mutating func added(_ change: (changed: [(shownKey: String, image: ImageEntity)], added: Range<Int>))
        -> [Outcome] {
        pagedOn = true
        let page = Outcome.nextPage(Array(merged.images[change.added]))
        return change.changed.isEmpty ? [page] : [.enriched(change.changed), page]
    }
}
