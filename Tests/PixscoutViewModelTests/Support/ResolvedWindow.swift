import Foundation
@testable import PixscoutApp
import PixscoutModel
@testable import PixscoutViewModel
import Swinject

/// The window's view models as the app's container makes them (`AppContainer.registerWindow`),
/// over a test's sites and stubs of the desktop, the stores and the clock: each part can be
/// reached, and the window view model's own members read through it.
@MainActor
@dynamicMemberLookup
final class ResolvedWindow {
    let mode: ObservableProperty<WindowMode>
    let access: LibraryAccess
    let active: ActiveSite
    let toasts: ToastViewModel
    let messages: MessagesViewModel
    let filters: FiltersViewModel
    let history: SearchHistory
    let search: SearchViewModel
    let library: LibraryViewModel
    let pages: ShownPages
    let results: ResultsViewModel
    let recorder: LibraryRecorder
    let selection: SelectionViewModel
    let imageActions: ImageActionsViewModel
    let quickLook: QuickLookNavigator
    let libraryActions: LibraryActionsViewModel
    let credits: CreditsViewModel
    let folderSave: FolderSaveViewModel
    let fitter = StubFitter()
    let fit: FitViewModel
    let attachment: LibraryAttachment
    let windowModel: WindowViewModel

    /// - Parameters: a nil `wallpaper`, `catalog` or store is not registered, as where the
    ///   desktop or the files offer none.
    init(
        _ sites: SearchedSites, opener: any URLOpening, clipboard: any ClipboardWriting,
        wallpaper: (any WallpaperSetting)?, folders: ImageFolders, catalog: SiteCatalog?,
        siteStore: SiteChoiceStore?, filtersStore: SearchFiltersStore?, sleep: @escaping AppContainer.Sleep
    ) {
        let container = Container()
        AppContainer.registerWindow(in: container, configuration: AppConfiguration())
        container.register(SearchedSites.self) { _ in sites }
        container.register((any PreviewDecoding).self) { _ in StubPreviewDecoder() }
        container.register((any URLOpening).self) { _ in opener }
        container.register((any ClipboardWriting).self) { _ in clipboard }
        container.register(ImageFolders.self) { _ in folders }
        container.register(AppContainer.Sleep.self) { _ in sleep }
        container.register(Locale.self) { _ in Locale(identifier: "en_US") }
        container.register((any ImageFitting).self) { [fitter] _ in fitter }
        if let wallpaper { container.register((any WallpaperSetting).self) { _ in wallpaper } }
        if let catalog { container.register(SiteCatalog.self) { _ in catalog } }
        if let siteStore { container.register(SiteChoiceStore.self) { _ in siteStore } }
        if let filtersStore { container.register(SearchFiltersStore.self) { _ in filtersStore } }
        // Made now, as the app makes them at start-up: the feed and the attachment listen from the first.
        windowModel = container.required(WindowViewModel.self)
        attachment = container.required(LibraryAttachment.self)
        mode = container.required(PropertyWriter<WindowMode>.self).property
        access = container.required(LibraryAccess.self)
        active = container.required(ActiveSite.self)
        toasts = container.required(ToastViewModel.self)
        messages = container.required(MessagesViewModel.self)
        filters = container.required(FiltersViewModel.self)
        history = container.required(SearchHistory.self)
        search = container.required(SearchViewModel.self)
        library = container.required(LibraryViewModel.self)
        pages = container.required(ShownPages.self)
        results = container.required(ResultsViewModel.self)
        recorder = container.required(LibraryRecorder.self)
        selection = container.required(SelectionViewModel.self)
        imageActions = container.required(ImageActionsViewModel.self)
        quickLook = container.required(QuickLookNavigator.self)
        libraryActions = container.required(LibraryActionsViewModel.self)
        credits = container.required(CreditsViewModel.self)
        folderSave = container.required(FolderSaveViewModel.self)
        fit = container.required(FitViewModel.self)
    }

    subscript<Value>(dynamicMember path: KeyPath<WindowViewModel, Value>) -> Value {
        windowModel[keyPath: path]
    }

    func attachLibrary(_ opened: Result<OpenedLibrary, LibraryError>) { attachment.attach(opened) }
    func show(_ mode: WindowMode) { windowModel.show(mode) }
    func refresh() { windowModel.refresh() }
    func selectWhenShown(_ id: String) { windowModel.selectWhenShown(id) }
}
