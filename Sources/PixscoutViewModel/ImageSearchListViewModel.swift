import PixscoutModel

@MainActor
public final class ImageSearchListViewModel: ImageSearchListViewModeling {
    /// Rows just past the visible ones also load, so that scrolling a little shows images.
    static let previewLookahead = 6
    /// Loads further than this from the visible rows are cancelled.
    static let previewKeepDistance = 30
    static let perPage = 50

    public let cellModels = ObservableProperty<[any ImageSearchCellModeling]>([])
    public let status = ObservableProperty<SearchStatus>(.idle)
    public let banner = ObservableProperty<Banner?>(nil)
    public let sourceNote: ObservableProperty<String?>

    private var source: ImageSearchSource
    private let previewDecoder: any PreviewDecoding
    private let urlOpener: any URLOpening
    private var images: [ImageEntity] = []
    private var cells: [ImageSearchCellModel] = []
    private var searchTask: Task<Void, Never>?
    private var lastQuery: String?
    private var visibleRows: Range<Int> = 0..<0

    public init(source: ImageSearchSource, previewDecoder: any PreviewDecoding, urlOpener: any URLOpening) {
        self.source = source
        self.previewDecoder = previewDecoder
        self.urlOpener = urlOpener
        sourceNote = ObservableProperty(source.note)
    }

    public func switchSource(to source: ImageSearchSource) {
        self.source = source
        sourceNote.value = source.note
        banner.value = nil
        repeatSearch()
    }

    public func search(query: String) {
        let query = query.trimmingCharacters(in: .whitespacesAndNewlines)
        lastQuery = query
        searchTask?.cancel()
        for cell in cells {
            cell.cancelPreviewLoad()
        }
        status.value = .searching(query: query)
        let imageSearch = source.imageSearch
        searchTask = Task { [weak self] in
            let result: Result<ResponseEntity, NetworkError>
            do throws(NetworkError) {
                result = .success(try await imageSearch.search(
                    query: query, page: 1, perPage: Self.perPage, filters: SearchFilters()))
            } catch {
                result = .failure(error)
            }
            guard !Task.isCancelled, let self else { return }
            self.searchTask = nil
            self.finishSearch(query: query, with: result)
        }
    }

    public func repeatSearch() {
        guard let lastQuery else { return }
        search(query: lastQuery)
    }

    private func finishSearch(query: String, with result: Result<ResponseEntity, NetworkError>) {
        switch result {
        case .success(let page):
            images = page.images
            cells = page.images.map {
                ImageSearchCellModel(image: $0, imageFetcher: source.imageFetcher, previewDecoder: previewDecoder)
            }
            banner.value = nil
            visibleRows = 0..<min(cells.count, Self.previewLookahead * 2)
            cellModels.value = cells
            status.value = page.images.isEmpty
                ? .noResults(query: query)
                : .results(query: query, count: page.images.count, total: page.totalCount)
            updatePreviewLoads()
        case .failure(.cancelled):
            break
        case .failure(let error):
            status.value = .failed(query: query)
            banner.value = Banner(text: error.message, action: error == .invalidAPIKey ? .openPreferences : .retry)
            // The kept results resume the previews the search had cancelled.
            updatePreviewLoads()
        }
    }

    public func openPage(at index: Int) {
        guard images.indices.contains(index) else { return }
        let link = images[index].pageURL
        guard source.linkPolicy.allows(link) else {
            banner.value = Banner(
                text: "Pixscout did not open this image's page: its link does not lead to \(source.linkPolicy.allowedHost).",
                action: .dismiss)
            return
        }
        if let failure = urlOpener.open(link) {
            banner.value = Banner(
                text: "Pixscout could not open the image's page in a browser: \(failure)", action: .dismiss)
        }
    }

    public func setVisibleRows(_ rows: Range<Int>) {
        visibleRows = rows
        updatePreviewLoads()
    }

    public func dismissBanner() {
        banner.value = nil
    }

    /// Loads the visible rows' previews first, then a few beyond; cancels the far-away ones.
    private func updatePreviewLoads() {
        guard !cells.isEmpty else { return }
        let first = max(0, visibleRows.lowerBound)
        let last = min(cells.count, visibleRows.upperBound)
        for index in first..<max(first, last) {
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
