import Foundation
import PixscoutLocalization
import PixscoutModel

/// Builds the small view models around one active source and passes news between them:
/// what the search or the library's shelf brings goes to the results, the selection and the
/// quick look, in one place.
@MainActor
public final class BrowseViewModel: BrowseViewModeling {
    public let searchModel: SearchViewModel
    public let messagesModel: MessagesViewModel
    let filtersModel: FiltersViewModel
    let resultsModel: ResultsViewModel
    let selectionModel: SelectionViewModel
    let actionsModel: ImageActionsViewModel
    let quickLookModel: QuickLookNavigator
    let libraryModel: LibraryViewModel
    let libraryActionsModel: LibraryActionsViewModel
    let creditsModel: CreditsViewModel
    let folderSaveModel: FolderSaveViewModel
    public let screen = ObservableProperty<BrowseScreen>(.results(.empty(.start)))
    /// Search or Library: one value, which the active source and the shown pages read too.
    public let mode: ObservableProperty<BrowseMode>
    private let active: ActiveSource
    private let access = LibraryAccess()
    /// The searches made, for the search field and Preferences.
    public let searchHistory: SearchHistory
    private let recorder: LibraryRecorder
    private let pages: ShownPages
    private var observations: [ObservationToken] = []
    private var busyNote: Banner?

    public init(
        source: ImageSearchSource, previewDecoder: any PreviewDecoding, urlOpener: any URLOpening,
        clipboard: any ClipboardWriting, wallpaper: (any WallpaperSetting)? = nil,
        folders: ImageFolders = .standard(), catalog: SourceCatalog? = nil,
        filtersStore: SearchFiltersStore? = nil, providerStore: ProviderChoiceStore? = nil, locale: Locale = .current,
        sleep: @escaping @Sendable (Duration) async throws -> Void = { try await Task.sleep(for: $0) }
    ) {
        let mode = ObservableProperty(BrowseMode.search)
        self.mode = mode
        active = ActiveSource(source: source, decoder: previewDecoder, mode: mode, access: access)
        messagesModel = MessagesViewModel(sleep: sleep)
        recorder = LibraryRecorder(access: access, active: active, messages: messagesModel)
        filtersModel = FiltersViewModel(store: filtersStore)
        searchHistory = SearchHistory(access: access)
        searchModel = SearchViewModel(
            active: active, filters: filtersModel, messages: messagesModel, catalog: catalog,
                providerStore: providerStore,
            history: searchHistory)
        resultsModel = ResultsViewModel(sleep: sleep)
        selectionModel = SelectionViewModel(
            results: resultsModel, active: active, messages: messagesModel, urlOpener: urlOpener, recorder: recorder,
            locale: locale, sleep: sleep)
        actionsModel = ImageActionsViewModel(
            selection: selectionModel, active: active, messages: messagesModel, clipboard: clipboard,
                wallpaper: wallpaper,
            folders: folders, recorder: recorder)
        libraryModel = LibraryViewModel(access: access,
            messages: messagesModel) { [filtersModel] in filtersModel.searchFilters.use }
        pages = ShownPages(search: searchModel, library: libraryModel, mode: mode)
        quickLookModel = QuickLookNavigator(
            results: resultsModel, selection: selectionModel, pages: pages, active: active, messages: messagesModel)
        libraryActionsModel = LibraryActionsViewModel(
            access: access, library: libraryModel, results: resultsModel, selection: selectionModel, active: active,
            messages: messagesModel)
        creditsModel = CreditsViewModel(
            access: access, library: libraryModel, selection: selectionModel, messages: messagesModel,
                clipboard: clipboard)
        folderSaveModel = FolderSaveViewModel(
            access: access, selection: selectionModel, active: active, messages: messagesModel, recorder: recorder)
        resultsModel.loadNextPage = { [weak pages] in pages?.loadNextPage() }
        // New filters show again what is shown: the search, or the shelf ("What is it for?").
        filtersModel.onChange = { [weak self] in self?.refresh() }
        selectionModel.onSearch = { [weak self] query in self?.searchFor(query) }
        messagesModel.onAction = { [weak self] action in self?.perform(action) }
        libraryActionsModel.onChange = { [weak libraryModel] shelves in libraryModel?.changed(shelves) }
        recorder.onRecorded = { [weak libraryModel] shelf in libraryModel?.changed([shelf]) }
        observations = [
            searchModel.events.observe { [weak self] event in
                if self?.mode.value == .search { self?.handle(event) }
            },
            libraryModel.events.observe { [weak self] event in
                if self?.mode.value == .library { self?.handle(event) }
            },
            searchModel.status.observe { [weak self] _ in self?.updateEmptyReason() },
            libraryModel.status.observe { [weak self] _ in self?.updateEmptyReason() },
            libraryModel.shelf.observe { [weak self] _ in self?.updateShelfActions() },
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
    public var library: any LibraryViewModeling { libraryModel }
    public var libraryActions: any LibraryActionsViewModeling { libraryActionsModel }
    public var credits: any CreditsViewModeling { creditsModel }
    public var folderSave: any FolderSaveViewModeling { folderSaveModel }

    /// The library, once opened after the window showed; a failure is said in a banner and
    /// the library view says it is unavailable.
    public func attachLibrary(_ opened: Result<OpenedLibrary, LibraryError>) {
        if let busyNote, messagesModel.banner.value == busyNote { messagesModel.dismissBanner() }
        switch opened {
        case .success(let library):
            access.settle(library)
            if let note = library.note { messagesModel.show(Banner(text: note, isError: false)) }
            Task {
                await libraryModel.refreshCollections()
                await searchHistory.load()
            }
            libraryActionsModel.markStars(in: 0..<resultsModel.resultCount)
        case .failure(let error):
            access.settle(nil)
            messagesModel.show(Banner(text: error.message))
        }
    }

    /// Another program holds the library: it opens once it is free, and the person knows why
    /// it has not yet.
    public func libraryIsBusy() {
        let note = Banner(text: tr("Your library is in use by another program. Pixscout will open it as soon as it is free."), isError: false)
        busyNote = note
        messagesModel.show(note)
    }

    public func show(_ newMode: BrowseMode) {
        guard newMode != mode.value else { return }
        mode.value = newMode
        quickLookModel.closeQuickLook()
        messagesModel.dismissBanner()
        switch newMode {
        case .library:
            searchModel.pause()
            libraryModel.activate()
        case .search:
            libraryModel.deactivate()
            searchModel.resume()
        }
        updateShelfActions()
        updateEmptyReason()
    }

    /// Follows a thread (a tag): a new search, from the library view too.
    func searchFor(_ query: String) {
        show(.search)
        searchModel.search(query: query)
    }

    public func selectWhenShown(_ id: String) {
        selectionModel.selectWhenShown(id)
    }

    /// F5: the search again, or the shelf.
    public func refresh() {
        if mode.value == .library { libraryModel.reload() } else { searchModel.repeatSearch() }
    }

    private func handle(_ event: SearchEvent) {
        switch event {
        case .started:
            selectionModel.forgetPendingSelection()
            resultsModel.cancelPreviews()
        case .firstPage(let images):
            quickLookModel.closeQuickLook()
            messagesModel.banner.value = nil
            selectionModel.clear()
            resultsModel.replace(with: images, loader: active.loader, namingLibrary: namesLibraries)
            libraryActionsModel.markStars(in: 0..<images.count)
            selectionModel.selectPendingResult()
        case .regrouped(let images, let added):
            // Rows move only while the person has not picked one; after that the new ones go at the end.
            if selectionModel.selectedIndices.value.isEmpty {
                resultsModel.regroup(images, loader: active.loader, namingLibrary: namesLibraries)
                libraryActionsModel.markStars(in: 0..<images.count)
            } else {
                let start = resultsModel.resultCount
                resultsModel.append(added, loader: active.loader, namingLibrary: namesLibraries)
                libraryActionsModel.markStars(in: start..<resultsModel.resultCount)
            }
            selectionModel.selectPendingResult()
        case .cleared:
            quickLookModel.closeQuickLook()
            selectionModel.clear()
            resultsModel.replace(with: [], loader: active.loader)
        case .nextPage(let images):
            messagesModel.banner.value = nil
            let start = resultsModel.resultCount
            resultsModel.append(images, loader: active.loader, namingLibrary: namesLibraries)
            libraryActionsModel.markStars(in: start..<resultsModel.resultCount)
            quickLookModel.continueAfterPage()
            selectionModel.selectPendingResult()
        case .enriched(let images):
            let updated = resultsModel.update(images, loader: active.loader, namingLibrary: namesLibraries)
            for index in updated { libraryActionsModel.markStars(in: index..<(index + 1)) }
        case .loadingMore(let loading):
            resultsModel.setLoadingMore(loading)
        case .failed(let operation):
            if operation == .search { resultsModel.resumePreviews() }
        }
    }

    /// Rows say which library each result is from when they come from several: All libraries,
    /// or one's own library.
    private var namesLibraries: Bool {
        mode.value == .library || active.description.id == .all
    }

    private func perform(_ action: Banner.Action) {
        switch action {
        case .retry: if mode.value == .library { libraryModel.reload() } else { searchModel.retry() }
        case .useSampleCatalog: searchModel.fallBackToSampleCatalog()
        case .useChosenProvider: searchModel.useChosenProvider()
        // The view opens Preferences itself.
        case .openPreferences: break
        }
    }

    private func updateShelfActions() {
        libraryActionsModel.showing(mode.value == .library ? libraryModel.shownShelf : nil)
    }

    /// What the results area says while it has nothing to list, for the mode shown.
    private func updateEmptyReason() {
        resultsModel.showWhenEmpty(mode.value == .search
            ? EmptyResults(searchModel.status.value)
            : EmptyResults(libraryModel.status.value, emptyShelf: libraryModel.emptyShelf))
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
