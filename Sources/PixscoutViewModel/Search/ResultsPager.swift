import PixscoutModel

/// Pages through one query of one provider: the first page, then the next one on request,
/// each at most once, never past the provider's end, a row appearing once however pages overlap.
@MainActor
final class ResultsPager {
    enum Operation {
        case search, nextPage
    }

    enum Outcome {
        case firstPage([ImageEntity], total: Int?)
        case nextPage([ImageEntity])
        case failed(Operation, NetworkError)
    }

    /// Hears each page and each failure (a cancelled request is neither).
    var onOutcome: (Outcome) -> Void = { _ in }
    /// Hears when the next page starts and stops loading.
    var onLoadingMore: (Bool) -> Void = { _ in }

    private(set) var query: String?
    private(set) var total: Int?
    /// What failed last and waits for ``retry()``; no next page loads on its own meanwhile.
    private(set) var failedOperation: Operation?
    private var provider: (any ImageProviding)?
    private var filters = SearchFilters()
    private var next: PageToken?
    private var knownIDs = Set<String>()
    private var searchTask: Task<Void, Never>?
    private var pageTask: Task<Void, Never>?

    var isSearching: Bool { searchTask != nil }
    /// How many results the query has brought so far, each counted once.
    var receivedCount: Int { knownIDs.count }
    var isLoadingMore: Bool { pageTask != nil }
    var hasMore: Bool { next != nil }

    /// Replaces the query, cancelling whatever was on its way.
    func search(_ query: String, with provider: any ImageProviding, filters: SearchFilters) {
        cancel()
        self.query = query
        self.provider = provider
        self.filters = filters
        searchTask = Task { [weak self] in
            let result = await Self.fetch(provider, query, nil, filters)
            guard let self, !Task.isCancelled else { return }
            searchTask = nil
            switch result {
            case .success(let page):
                failedOperation = nil
                knownIDs = []
                next = page.next
                total = page.totalCount
                onOutcome(.firstPage(fresh(page.images), total: page.totalCount))
            case .failure(.cancelled):
                break
            case .failure(let error):
                failedOperation = .search
                onOutcome(.failed(.search, error))
            }
        }
    }

    /// Loads the next page unless one is loading, the search is still on its way, the
    /// provider has no more, or a failure waits for ``retry()``.
    func loadNextPage() {
        guard failedOperation == nil else { return }
        requestNextPage()
    }

    private func requestNextPage() {
        guard let provider, let query, let page = next, searchTask == nil, pageTask == nil else { return }
        let filters = self.filters
        onLoadingMore(true)
        pageTask = Task { [weak self] in
            let result = await Self.fetch(provider, query, page, filters)
            guard let self, !Task.isCancelled else { return }
            pageTask = nil
            onLoadingMore(false)
            switch result {
            case .success(let response):
                failedOperation = nil
                next = response.next
                onOutcome(.nextPage(fresh(response.images)))
            case .failure(.cancelled):
                break
            case .failure(let error):
                failedOperation = .nextPage
                onOutcome(.failed(.nextPage, error))
            }
        }
    }

    /// Tries again what failed: the first page as a new search, a next page as that page.
    func retry() {
        switch failedOperation {
        case .nextPage:
            failedOperation = nil
            requestNextPage()
        case .search, nil:
            guard let query, let provider else { return }
            search(query, with: provider, filters: filters)
        }
    }

    func cancel() {
        searchTask?.cancel()
        searchTask = nil
        if pageTask != nil {
            pageTask?.cancel()
            pageTask = nil
            onLoadingMore(false)
        }
    }

    /// Providers' pages can overlap when their ranking shifts; a result appears once.
    private func fresh(_ images: [ImageEntity]) -> [ImageEntity] {
        images.filter { knownIDs.insert($0.key).inserted }
    }

    private nonisolated static func fetch(
        _ provider: any ImageProviding, _ query: String, _ page: PageToken?, _ filters: SearchFilters
    ) async -> Result<ResultPage, NetworkError> {
        do throws(NetworkError) {
            return .success(try await provider.search(query: query, page: page, filters: filters))
        } catch {
            return .failure(error)
        }
    }
}
