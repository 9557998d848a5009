/// Asks sites for pages of a query, for the window and for GNOME Shell alike: a site
/// that has not given its first page by the deadline has failed with ``NetworkError/timedOut``,
/// so that no search waits for good on one site, whatever held its request. What the pages
/// add up to is a ``SiteQuery``'s to say.
public struct SiteSearch: Sendable {
    public static let firstPageDeadline = Duration.seconds(30)

    private let deadline: Duration
    private let sleep: @Sendable (Duration) async throws -> Void

    /// - Parameter sleep: waits out the deadline (a test's passes when the test says); a
    ///   request stops when cancelled, as curl's do.
    public init(
        firstPageDeadline: Duration = Self.firstPageDeadline,
        sleep: @escaping @Sendable (Duration) async throws -> Void = { try await Task.sleep(for: $0) }
    ) {
        deadline = firstPageDeadline
        self.sleep = sleep
    }

    /// `site`'s `page` of `query` (nil: the first, which has the deadline); cancelled with
    /// the task that asks. Runs on the caller's actor: the window's answer goes from its request
    /// straight to the main thread, not first through the thread pool, which the other sites'
    /// answers keep busy in All sites.
    public nonisolated(nonsending) func page(
        _ page: PageToken?, of site: any ImageSite, query: String, filters: SearchFilters
    ) async -> Result<ResultPage, NetworkError> {
        // A search replaced before its request started costs the site nothing.
        guard !Task.isCancelled else { return .failure(.cancelled) }
        guard page == nil else { return await Self.fetch(page, of: site, query: query, filters: filters) }
        let fetch = Task { await Self.fetch(nil, of: site, query: query, filters: filters) }
        // The deadline cancels the request; nothing waits for the deadline's own end.
        let (deadline, sleep) = (self.deadline, self.sleep)
        let timer = Task { if (try? await sleep(deadline)) != nil { fetch.cancel() } }
        let result = await withTaskCancellationHandler { await fetch.value } onCancel: { fetch.cancel() }
        timer.cancel()
        if case .failure(.cancelled) = result, !Task.isCancelled {
            Log.info("\(site.description.name) gave no first page in time")
            return .failure(.timedOut)
        }
        return result
    }

    /// Every site's first page, asked at once and merged as the window merges them; every
    /// outcome the answers made, in the sites' order, as the window hears them (rows, a site's
    /// failure, its deadline passed).
    public func firstPages(
        of sites: [any ImageSite], query text: String, filters: SearchFilters
    ) async -> (results: SiteQuery, outcomes: [SiteQuery.Outcome]) {
        var query = SiteQuery(text, sites: sites, filters: filters)
        let requests = query.firstRequests()
        let answers = await withTaskGroup(of: (Int, Result<ResultPage, NetworkError>).self) { group in
            for request in requests {
                group.addTask {
                    (request.lane, await page(request.page, of: request.site, query: text, filters: filters))
                }
            }
            var answers = [Result<ResultPage, NetworkError>](repeating: .failure(.cancelled), count: sites.count)
            for await (lane, answer) in group { answers[lane] = answer }
            return answers
        }
        var outcomes: [SiteQuery.Outcome] = []
        for (request, answer) in zip(requests, answers) {
            outcomes += query.receive(answer, for: request)
        }
        return (query, outcomes)
    }

    private static func fetch(
        _ page: PageToken?, of site: any ImageSite, query: String, filters: SearchFilters
    ) async -> Result<ResultPage, NetworkError> {
        do throws(NetworkError) {
            return .success(try await site.search(query: query, page: page, filters: filters))
        } catch {
            return .failure(error)
        }
    }
}
