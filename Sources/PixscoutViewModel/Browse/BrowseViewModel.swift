import Foundation
import PixscoutModel

/// Builds the small view models around one active source and passes news between them:
/// what the search brings goes to the results, the selection and the quick look, in one place.
@MainActor
public final class BrowseViewModel: BrowseViewModeling {
    public let searchModel: SearchViewModel
    public let messagesModel: MessagesViewModel
    let filtersModel: FiltersViewModel
    let resultsModel: ResultsViewModel
    let selectionModel: SelectionViewModel
    let actionsModel: ImageActionsViewModel
    let quickLookModel: QuickLookNavigator
    public let screen = ObservableProperty<BrowseScreen>(.results(.empty(.start)))
    private let active: ActiveSource
    private var observations: [ObservationToken] = []

    public init(
        source: ImageSearchSource, previewDecoder: any PreviewDecoding, urlOpener: any URLOpening,
        clipboard: any ClipboardWriting, wallpaper: (any WallpaperSetting)? = nil,
        folders: ImageFolders = .standard(), catalog: SourceCatalog? = nil,
        filtersStore: SearchFiltersStore? = nil, providerStore: ProviderChoiceStore? = nil, locale: Locale = .current,
        sleep: @escaping @Sendable (Duration) async throws -> Void = { try await Task.sleep(for: $0) }
    ) {
        active = ActiveSource(source: source, decoder: previewDecoder)
        messagesModel = MessagesViewModel(sleep: sleep)
        filtersModel = FiltersViewModel(store: filtersStore)
        searchModel = SearchViewModel(
            active: active, filters: filtersModel, messages: messagesModel, catalog: catalog, providerStore: providerStore)
        resultsModel = ResultsViewModel(sleep: sleep)
        selectionModel = SelectionViewModel(
            results: resultsModel, active: active, messages: messagesModel, urlOpener: urlOpener, locale: locale, sleep: sleep)
        actionsModel = ImageActionsViewModel(
            selection: selectionModel, active: active, messages: messagesModel, clipboard: clipboard, wallpaper: wallpaper,
            folders: folders)
        quickLookModel = QuickLookNavigator(
            results: resultsModel, selection: selectionModel, search: searchModel, active: active, messages: messagesModel)
        resultsModel.loadNextPage = { [weak searchModel] in searchModel?.loadNextPage() }
        messagesModel.onAction = { [weak self] action in self?.perform(action) }
        observations = [
            searchModel.events.observe { [weak self] event in self?.handle(event) },
            searchModel.status.observe { [weak resultsModel] status in resultsModel?.show(status) },
            resultsModel.display.observe { [weak self] _ in self?.updateScreen() },
            quickLookModel.quickLook.observe { [weak self] _ in self?.updateScreen() },
        ]
    }

    public var search: any SearchViewModeling { searchModel }
    public var filters: any FiltersViewModeling { filtersModel }
    public var results: any ResultsViewModeling { resultsModel }
    public var selection: any SelectionViewModeling { selectionModel }
    public var messages: any MessagesViewModeling { messagesModel }
    public var imageActions: any ImageActionsViewModeling { actionsModel }
    public var quickLook: any QuickLookNavigating { quickLookModel }

    private func handle(_ event: SearchEvent) {
        switch event {
        case .started:
            resultsModel.cancelPreviews()
        case .firstPage(let images):
            quickLookModel.closeQuickLook()
            messagesModel.banner.value = nil
            selectionModel.clear()
            resultsModel.replace(with: images, loader: active.loader)
        case .nextPage(let images):
            messagesModel.banner.value = nil
            resultsModel.append(images, loader: active.loader)
            quickLookModel.continueAfterPage()
        case .loadingMore(let loading):
            resultsModel.setLoadingMore(loading)
        case .failed(let operation, _):
            if operation == .search { resultsModel.resumePreviews() }
        }
    }

    private func perform(_ action: Banner.Action) {
        switch action {
        case .retry: searchModel.retry()
        case .useSampleCatalog: searchModel.fallBackToSampleCatalog()
        case .useChosenProvider: searchModel.useChosenProvider()
        // The view opens Preferences itself.
        case .openPreferences: break
        }
    }

    private func updateScreen() {
        let shown: BrowseScreen = quickLookModel.quickLook.value.map { .quickLook(index: $0.index) }
            ?? .results(resultsModel.display.value)
        if screen.value != shown { screen.value = shown }
    }

    /// How many decoded previews the results hold now: what memory tests and benchmarks watch.
    public var heldPreviewCount: Int {
        resultsModel.heldPreviewCount
    }
}
