import Foundation
import PixscoutLocalization
import PixscoutModel

@MainActor
public final class ImageSearchListViewModel: ImageSearchListViewModeling {
    /// The next page loads when the view or the selection comes this close to the end.
    static let pagingThreshold = 5
    /// Connections opened to the thumbnail host while a search is on its way: a screenful of
    /// thumbnails at once, leaving one for the API request when both share a host.
    static let previewConnections = 7
    /// Warm connections stay in libcurl's pool for about two minutes; no need to open them again sooner.
    static let preconnectInterval: Duration = .seconds(60)
    /// Details follow the selection at once after a pause. While a person moves quickly through
    /// the list they catch up once it has stayed this long, so no frame waits for a pane
    /// nobody has time to read, and no image loads for rows that were only passed.
    static let detailSettleTime: Duration = .milliseconds(150)
    /// The order of the provider chooser.
    static let providerOrder: [ProviderID] = [.openverse, .commons, .pixabay, .sample]

    public let resultsChanges = ChangeStream<ResultsChange>()
    public let status = ObservableProperty<SearchStatus>(.idle)
    public let banner = ObservableProperty<Banner?>(nil)
    public let sourceNote = ObservableProperty<Banner?>(nil)
    public let notices = ChangeStream<String>()
    public let detail = ObservableProperty<(any ImageDetailViewModeling)?>(nil)
    public let selectedIndex = ObservableProperty<Int?>(nil)
    public let filters: ObservableProperty<FilterSelection>
    public let supportedFilters: ObservableProperty<Set<FilterSelection.Field>>
    public let providerChoices = providerOrder.map { ProviderChoice(id: $0.rawValue, name: $0.name) }
    public let provider: ObservableProperty<ProviderChoice>
    public let attribution: ObservableProperty<Attribution>
    public let quickLook = ObservableProperty<(any QuickLookViewModeling)?>(nil)

    private(set) var source: ImageSearchSource
    private(set) var loader: PreviewLoader
    /// The provider the person chose; the source can differ after an automatic fallback.
    private var chosenProvider: ProviderID
    let previewDecoder: any PreviewDecoding
    private let urlOpener: any URLOpening
    let clipboard: any ClipboardWriting
    let wallpaper: (any WallpaperSetting)?
    let folders: ImageFolders
    private weak var sourceCatalog: (any ImageSearchSourceCatalog)?
    private let filtersStore: SearchFiltersStore?
    private let providerStore: ProviderChoiceStore?
    private let locale: Locale
    let pager = ResultsPager()
    private let scheduler = PreviewScheduler()
    private let countdown: RateLimitCountdown
    private(set) var images: [ImageEntity] = []
    private(set) var cells: [ImageSearchCellModel] = []
    private let oldResults: GradualRelease<ImageSearchCellModel>
    /// The box the quick look decodes into, as the view measured it.
    var quickLookSize = (width: 1280, height: 800)
    var quickLookWaitsForNextPage = false
    private var lastPreconnect: [String: ContinuousClock.Instant] = [:]
    private let sleep: @Sendable (Duration) async throws -> Void
    private var lastSelectionChange: ContinuousClock.Instant?
    private var pendingDetail: Task<Void, Never>?

    public init(
        source: ImageSearchSource, previewDecoder: any PreviewDecoding, urlOpener: any URLOpening,
        clipboard: any ClipboardWriting, wallpaper: (any WallpaperSetting)? = nil,
        folders: ImageFolders = .standard(), sourceCatalog: (any ImageSearchSourceCatalog)? = nil,
        filtersStore: SearchFiltersStore? = nil, providerStore: ProviderChoiceStore? = nil, locale: Locale = .current,
        sleep: @escaping @Sendable (Duration) async throws -> Void = { try await Task.sleep(for: $0) }
    ) {
        self.source = source
        self.previewDecoder = previewDecoder
        self.urlOpener = urlOpener
        self.clipboard = clipboard
        self.wallpaper = wallpaper
        self.folders = folders
        self.sourceCatalog = sourceCatalog
        self.filtersStore = filtersStore
        self.providerStore = providerStore
        self.locale = locale
        self.sleep = sleep
        oldResults = GradualRelease(pause: sleep)
        countdown = RateLimitCountdown(sleep: sleep)
        loader = PreviewLoader(fetcher: source.imageFetcher, decoder: previewDecoder)
        chosenProvider = source.description.id
        filters = ObservableProperty(FilterSelection(filtersStore?.load() ?? SearchFilters()))
        supportedFilters = ObservableProperty(FilterSelection.Field.fields(source.description.supportedFilters))
        provider = ObservableProperty(Self.choice(source.description.id))
        attribution = ObservableProperty(Self.attribution(source.description))
        sourceNote.value = Self.note(for: source.description.id, fallbackFrom: nil)
        pager.onOutcome = { [weak self] outcome in self?.receive(outcome) }
        pager.onLoadingMore = { [weak self] loading in self?.resultsChanges.send(.loadingMore(loading)) }
    }

    // MARK: Results

    public var resultCount: Int {
        cells.count
    }

    public func cellModel(at index: Int) -> (any ImageSearchCellModeling)? {
        cells.indices.contains(index) ? cells[index] : nil
    }

    public var isLoadingMore: Bool {
        pager.isLoadingMore
    }

    // MARK: Searching

    public func search(query: String) {
        let query = query.trimmingCharacters(in: .whitespacesAndNewlines)
        countdown.cancel()
        for cell in cells {
            cell.cancelPreviewLoad()
        }
        status.value = .searching(query: query)
        Log.debug("search \(source.description.name) for “\(query)”")
        pager.search(query, with: source.provider, filters: filters.value.searchFilters)
        preconnectToPreviews()
    }

    public func repeatSearch() {
        guard let query = pager.query else { return }
        search(query: query)
    }

    public func retry() {
        guard let query = pager.query else { return }
        countdown.cancel()
        banner.value = nil
        if pager.failedOperation != .nextPage {
            status.value = .searching(query: query)
        }
        pager.retry()
    }

    public func start(initialQuery: String?, providerIsExplicit: Bool) {
        if let initialQuery {
            search(query: initialQuery)
        } else if source.description.id == .sample {
            // The catalog is small and local: show all of it rather than an empty window.
            search(query: "")
        } else if let connections = source.connections, let origin = source.description.apiOrigin {
            let provider = source.description.id
            Task { [weak self] in
                let reachable = await connections.preconnect(to: origin, count: 1)
                guard let self, !reachable, !providerIsExplicit, status.value == .idle,
                      source.description.id == provider
                else { return }
                Log.info("\(provider.name) cannot be reached: showing the sample catalog")
                fallBackToSampleCatalog(query: "")
            }
        }
    }

    /// While the API request is on its way, connections to the thumbnail host open, so that
    /// thumbnails follow the answer by one round trip.
    private func preconnectToPreviews() {
        guard let connections = source.connections, let origin = source.description.previewOrigin else { return }
        let now = ContinuousClock.now
        if let last = lastPreconnect[origin], now - last < Self.preconnectInterval { return }
        lastPreconnect[origin] = now
        Task { await connections.preconnect(to: origin, count: Self.previewConnections) }
    }

    private func receive(_ outcome: ResultsPager.Outcome) {
        let query = pager.query ?? ""
        switch outcome {
        case .firstPage(let page, _):
            Log.debug("first page: \(page.count) results")
            closeQuickLook()
            banner.value = nil
            select(nil)
            oldResults.release(cells)
            images = page
            cells = page.map { ImageSearchCellModel(image: $0, loader: loader) }
            scheduler.reset(firstRows: Self.previewConnections)
            scheduler.update(cells: cells)
            resultsChanges.send(.replaced(count: cells.count))
            status.value = cells.isEmpty ? .noResults(query: query) : resultsStatus(query)
        case .nextPage(let page):
            banner.value = nil
            let start = cells.count
            images += page
            cells += page.map { ImageSearchCellModel(image: $0, loader: loader) }
            resultsChanges.send(.appended(start..<cells.count))
            scheduler.update(cells: cells)
            status.value = resultsStatus(query)
            continueQuickLookAfterPage()
        case .failed(let operation, let error):
            if operation == .search {
                status.value = .failed(query: query)
                // The kept results resume the previews the search had cancelled.
                scheduler.update(cells: cells)
            }
            fail(with: error)
        }
    }

    /// The total is the provider's count, or once at the end, what arrived.
    private func resultsStatus(_ query: String) -> SearchStatus {
        .results(query: query, count: cells.count, total: pager.total ?? (pager.hasMore ? nil : cells.count))
    }

    // MARK: Errors

    private func fail(with error: NetworkError) {
        let name = source.description.name
        if case .rateLimited(let seconds) = error {
            countdown.start(seconds: seconds ?? 60) { [weak self] remaining in
                let text = String(format: trn(
                    "%@ allows no more searches for now; retrying in %ld second.",
                    "%@ allows no more searches for now; retrying in %ld seconds.", remaining), name, remaining)
                self?.banner.value = Banner(text: text, isError: false)
            } done: { [weak self] in
                self?.retry()
            }
            return
        }
        let unreachable = error == .serverNotReached || error == .connectionLost || error == .timedOut
        let actions: [Banner.Action] = if error == .invalidAPIKey {
            [.openPreferences]
        } else if unreachable && source.description.id != .sample {
            [.retry, .useSampleCatalog]
        } else {
            [.retry]
        }
        banner.value = Banner(text: error.message(service: name), actions: actions)
    }

    public func perform(_ action: Banner.Action) {
        switch action {
        case .retry:
            retry()
        case .useSampleCatalog:
            fallBackToSampleCatalog(query: pager.query ?? "")
        case .useChosenProvider:
            guard let chosen = sourceCatalog?.source(for: chosenProvider) else { return }
            use(chosen, note: nil)
        case .openPreferences:
            // The view opens Preferences; nothing to change here.
            break
        }
    }

    public func dismissBanner() {
        countdown.cancel()
        banner.value = nil
    }

    // MARK: Providers

    public func chooseProvider(id: String) {
        guard let choice = ProviderID(rawValue: id), choice != source.description.id || choice != chosenProvider else { return }
        guard let chosen = sourceCatalog?.source(for: choice) else {
            // The chooser goes back to what is in use.
            provider.value = provider.value
            banner.value = Banner(
                text: String(format: tr("%@ needs an API key. Add yours in Preferences; it is free."), choice.name),
                actions: [.openPreferences])
            return
        }
        chosenProvider = choice
        providerStore?.save(choice)
        use(chosen, note: nil)
    }

    public func switchSource(to source: ImageSearchSource, search: Bool = true) {
        chosenProvider = source.description.id
        use(source, note: nil, searching: search)
    }

    public func show(_ banner: Banner) {
        self.banner.value = banner
    }

    /// The offline catalog, for this session only, saying which provider it stands in for.
    private func fallBackToSampleCatalog(query: String) {
        guard let sample = sourceCatalog?.source(for: .sample) else { return }
        use(sample, note: Self.note(for: .sample, fallbackFrom: chosenProvider), query: query)
    }

    private func use(_ newSource: ImageSearchSource, note: Banner?, query: String? = nil, searching: Bool = true) {
        source = newSource
        loader = PreviewLoader(fetcher: newSource.imageFetcher, decoder: previewDecoder)
        let description = newSource.description
        provider.value = Self.choice(description.id)
        attribution.value = Self.attribution(description)
        supportedFilters.value = FilterSelection.Field.fields(description.supportedFilters)
        sourceNote.value = note ?? Self.note(for: description.id, fallbackFrom: nil)
        dismissBanner()
        guard searching else { return }
        if let query = query ?? pager.query {
            search(query: query)
        } else {
            start(initialQuery: nil, providerIsExplicit: true)
        }
    }

    private static func choice(_ id: ProviderID) -> ProviderChoice {
        ProviderChoice(id: id.rawValue, name: id.name)
    }

    private static func attribution(_ description: ProviderDescription) -> Attribution {
        guard description.id != .sample else {
            return Attribution(text: tr("Sample images made by Pixscout"), url: nil)
        }
        return Attribution(text: String(format: tr("Images from %@"), description.name), url: description.homeURL)
    }

    private static func note(for provider: ProviderID, fallbackFrom chosen: ProviderID?) -> Banner? {
        guard provider == .sample else { return nil }
        guard let chosen, chosen != .sample else {
            return Banner(text: tr("You are looking at Pixscout's sample catalog, which works offline. Choose Openverse, Wikimedia Commons or Pixabay above to search real images."), isError: false)
        }
        return Banner(
            text: String(format: tr("Pixscout cannot reach %@ right now, so it shows its offline sample catalog."), chosen.name),
            actions: [.useChosenProvider(name: chosen.name)], isError: false)
    }

    // MARK: Selection and pages

    public func selectRow(at index: Int?) {
        guard let index, images.indices.contains(index) else {
            select(nil)
            return
        }
        guard selectedIndex.value != index || detail.value == nil else { return }
        select(index)
        loadNextPageIfNeeded(near: index)
    }

    private func select(_ index: Int?) {
        detail.value?.cancel()
        pendingDetail?.cancel()
        pendingDetail = nil
        selectedIndex.value = index
        guard let index else {
            detail.value = nil
            return
        }
        let now = ContinuousClock.now
        defer { lastSelectionChange = now }
        guard let last = lastSelectionChange, now - last < Self.detailSettleTime else {
            showDetail(index)
            return
        }
        let sleep = self.sleep
        pendingDetail = Task { [weak self] in
            do { try await sleep(Self.detailSettleTime) } catch { return }
            guard let self, !Task.isCancelled, selectedIndex.value == index else { return }
            showDetail(index)
        }
    }

    private func showDetail(_ index: Int) {
        let viewModel = ImageDetailViewModel(
            image: images[index], provider: source.description.id, loader: loader, downloader: source.imageDownloader,
            pages: pageOpener, locale: locale)
        detail.value = viewModel
        viewModel.loadImages()
    }

    private var pageOpener: PageOpener {
        PageOpener(policy: source.description.linkPolicy, urlOpener: urlOpener) { [weak self] banner in
            self?.banner.value = banner
        }
    }

    public func openPage(at index: Int) {
        guard images.indices.contains(index) else { return }
        pageOpener.open(images[index].pageURL)
    }

    private func loadNextPageIfNeeded(near index: Int) {
        guard index >= cells.count - Self.pagingThreshold, !countdown.isRunning else { return }
        pager.loadNextPage()
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
        scheduler.update(visible: rows, cells: cells)
        if !rows.isEmpty {
            loadNextPageIfNeeded(near: rows.upperBound - 1)
        }
    }

    /// How many decoded previews the list holds now, for tests and benchmarks of memory.
    var heldPreviewCount: Int {
        scheduler.heldImages(in: cells)
    }
}
