import Foundation
import PixscoutModel

@MainActor
public final class ImageSearchListViewModel: ImageSearchListViewModeling {
    /// Rows just past the visible ones also load, so that scrolling a little shows images.
    static let previewLookahead = 6
    /// Loads further than this from the visible rows are cancelled.
    static let previewKeepDistance = 30
    /// The next page loads when the view or the selection comes this close to the end.
    static let pagingThreshold = 5
    /// Pixabay allows 3 to 200; 50 keeps each page's rows quick to insert.
    public static let defaultPerPage = 50
    /// Pixabay pages through at most this many results of a query.
    static let maxResults = 500

    public let cellModels = ObservableProperty<[any ImageSearchCellModeling]>([])
    public let status = ObservableProperty<SearchStatus>(.idle)
    public let isLoadingMore = ObservableProperty(false)
    public let banner = ObservableProperty<Banner?>(nil)
    public let sourceNote: ObservableProperty<String?>
    public let detail = ObservableProperty<(any ImageDetailViewModeling)?>(nil)
    public let filters: ObservableProperty<FilterSelection>

    private var source: ImageSearchSource
    private let previewDecoder: any PreviewDecoding
    private let urlOpener: any URLOpening
    private let filtersStore: SearchFiltersStore?
    private let locale: Locale
    private let sleep: @Sendable (Duration) async throws -> Void
    private let perPage: Int

    private var query: String?
    private var images: [ImageEntity] = []
    private var cells: [ImageSearchCellModel] = []
    private var totalCount = 0
    private var loadedPages = 0
    private var reachedEnd = false
    private var searchTask: Task<Void, Never>?
    private var pageTask: Task<Void, Never>?
    private var rateLimitTask: Task<Void, Never>?
    private var failedOperation: Operation?
    private var visibleRows: Range<Int> = 0..<0

    private enum Operation {
        case search, nextPage
    }

    public init(
        source: ImageSearchSource, previewDecoder: any PreviewDecoding, urlOpener: any URLOpening,
        filtersStore: SearchFiltersStore? = nil, locale: Locale = .current, perPage: Int = defaultPerPage,
        sleep: @escaping @Sendable (Duration) async throws -> Void = { try await Task.sleep(for: $0) }
    ) {
        self.source = source
        self.previewDecoder = previewDecoder
        self.urlOpener = urlOpener
        self.filtersStore = filtersStore
        self.locale = locale
        self.sleep = sleep
        self.perPage = perPage
        sourceNote = ObservableProperty(source.note)
        filters = ObservableProperty(FilterSelection(filtersStore?.load() ?? SearchFilters()))
    }

    public func switchSource(to source: ImageSearchSource) {
        self.source = source
        sourceNote.value = source.note
        banner.value = nil
        repeatSearch()
    }

    // MARK: Searching

    public func search(query: String) {
        let query = query.trimmingCharacters(in: .whitespacesAndNewlines)
        self.query = query
        searchTask?.cancel()
        pageTask?.cancel()
        pageTask = nil
        rateLimitTask?.cancel()
        isLoadingMore.value = false
        for cell in cells {
            cell.cancelPreviewLoad()
        }
        status.value = .searching(query: query)
        let request = pageRequest(1, of: query)
        searchTask = Task { [weak self] in
            let result = await request()
            guard !Task.isCancelled, let self else { return }
            self.searchTask = nil
            self.finishSearch(query: query, with: result)
        }
    }

    public func repeatSearch() {
        guard let query else { return }
        search(query: query)
    }

    public func retry() {
        switch failedOperation {
        case .nextPage: loadNextPage()
        case .search, nil: repeatSearch()
        }
    }

    /// Fetches `page` of `query` with the source, filters and page size in force now.
    private func pageRequest(_ page: Int, of query: String) -> @Sendable () async -> Result<ResponseEntity, NetworkError> {
        let (imageSearch, filters, perPage) = (source.imageSearch, filters.value.searchFilters, perPage)
        return {
            do throws(NetworkError) {
                return .success(try await imageSearch.search(query: query, page: page, perPage: perPage, filters: filters))
            } catch {
                return .failure(error)
            }
        }
    }

    private func finishSearch(query: String, with result: Result<ResponseEntity, NetworkError>) {
        switch result {
        case .success(let page):
            failedOperation = nil
            detail.value?.cancel()
            detail.value = nil
            images = []
            cells = []
            totalCount = min(page.totalCount, Self.maxResults)
            loadedPages = 1
            reachedEnd = false
            banner.value = nil
            visibleRows = 0..<Self.previewLookahead * 2
            append(page)
            status.value = page.images.isEmpty
                ? .noResults(query: query)
                : .results(query: query, count: cells.count, total: totalCount)
        case .failure(.cancelled):
            break
        case .failure(let error):
            status.value = .failed(query: query)
            fail(.search, with: error)
            // The kept results resume the previews the search had cancelled.
            updatePreviewLoads()
        }
    }

    private func append(_ page: ResponseEntity) {
        let known = Set(images.map(\.id))
        // Pixabay's pages can overlap when its ranking shifts; a row appears once.
        let fresh = page.images.filter { !known.contains($0.id) }
        images += fresh
        cells += fresh.map {
            ImageSearchCellModel(image: $0, imageFetcher: source.imageFetcher, previewDecoder: previewDecoder)
        }
        if page.images.count < perPage || images.count >= totalCount {
            reachedEnd = true
        }
        cellModels.value = cells
        updatePreviewLoads()
    }

    // MARK: Paging

    private func loadNextPageIfNeeded(near index: Int) {
        guard index >= cells.count - Self.pagingThreshold, failedOperation == nil else { return }
        loadNextPage()
    }

    private func loadNextPage() {
        guard let query, !reachedEnd, !cells.isEmpty, searchTask == nil, pageTask == nil, rateLimitTask == nil else { return }
        let page = loadedPages + 1
        // Never ask past what the API will page through: it answers 400 there.
        guard (page - 1) * perPage < totalCount else {
            reachedEnd = true
            return
        }
        isLoadingMore.value = true
        let request = pageRequest(page, of: query)
        pageTask = Task { [weak self] in
            let result = await request()
            guard !Task.isCancelled, let self else { return }
            self.pageTask = nil
            self.isLoadingMore.value = false
            switch result {
            case .success(let response):
                self.loadedPages = page
                self.failedOperation = nil
                self.banner.value = nil
                self.append(response)
                self.status.value = .results(query: query, count: self.cells.count, total: self.totalCount)
            case .failure(.cancelled):
                break
            case .failure(let error):
                self.fail(.nextPage, with: error)
            }
        }
    }

    // MARK: Errors

    private func fail(_ operation: Operation, with error: NetworkError) {
        failedOperation = operation
        if case .rateLimited(let seconds) = error {
            waitOutRateLimit(seconds: seconds ?? 60)
            return
        }
        banner.value = Banner(text: error.message, action: error == .invalidAPIKey ? .openPreferences : .retry)
    }

    /// Counts down where a person can see it, then tries again on its own.
    private func waitOutRateLimit(seconds: Int) {
        rateLimitTask?.cancel()
        let sleep = self.sleep
        rateLimitTask = Task { [weak self] in
            for remaining in stride(from: max(1, seconds), to: 0, by: -1) {
                self?.banner.value = Banner(
                    text: "Pixabay's rate limit is reached; retrying in \(remaining) s.", action: .dismiss, isError: false)
                do { try await sleep(.seconds(1)) } catch { return }
                if Task.isCancelled { return }
            }
            guard let self else { return }
            self.rateLimitTask = nil
            self.banner.value = nil
            self.retry()
        }
    }

    public func dismissBanner() {
        banner.value = nil
    }

    // MARK: Selection and pages

    public func selectRow(at index: Int?) {
        guard let index, images.indices.contains(index) else {
            detail.value?.cancel()
            detail.value = nil
            return
        }
        guard detail.value?.id != images[index].id else { return }
        detail.value?.cancel()
        let image = images[index]
        let detailViewModel = ImageDetailViewModel(
            image: image, imageFetcher: source.imageFetcher, imageDownloader: source.imageDownloader,
            previewDecoder: previewDecoder, locale: locale
        ) { [weak self] in
            self?.openPage(of: image)
        }
        detail.value = detailViewModel
        detailViewModel.loadImages()
        loadNextPageIfNeeded(near: index)
    }

    public func openPage(at index: Int) {
        guard images.indices.contains(index) else { return }
        openPage(of: images[index])
    }

    private func openPage(of image: ImageEntity) {
        guard source.linkPolicy.allows(image.pageURL) else {
            banner.value = Banner(
                text: "Pixscout did not open this image's page: its link does not lead to \(source.linkPolicy.allowedHost).",
                action: .dismiss)
            return
        }
        if let failure = urlOpener.open(image.pageURL) {
            banner.value = Banner(
                text: "Pixscout could not open the image's page in a browser: \(failure)", action: .dismiss)
        }
    }

    // MARK: Filters

    public func updateFilters(_ change: (inout FilterSelection) -> Void) {
        var updated = filters.value
        change(&updated)
        guard updated != filters.value else { return }
        filters.value = updated
        filtersStore?.save(updated.searchFilters)
        repeatSearch()
    }

    // MARK: Previews

    public func setVisibleRows(_ rows: Range<Int>) {
        visibleRows = rows
        updatePreviewLoads()
        if !rows.isEmpty {
            loadNextPageIfNeeded(near: rows.upperBound - 1)
        }
    }

    /// Loads the visible rows' previews first, then a few beyond; cancels the far-away ones.
    private func updatePreviewLoads() {
        guard !cells.isEmpty else { return }
        let first = min(max(0, visibleRows.lowerBound), cells.count)
        let last = min(cells.count, max(first, visibleRows.upperBound))
        for index in first..<last {
            cells[index].loadPreview()
        }
        for index in last..<min(cells.count, last + Self.previewLookahead) {
            cells[index].loadPreview()
        }
        for (index, cell) in cells.enumerated() where cell.isLoadingPreview {
            let distance = index < first ? first - index : index - last
            if distance > Self.previewKeepDistance {
                cell.cancelPreviewLoad()
            }
        }
    }
}
