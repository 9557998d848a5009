import Foundation
import PixscoutModel
@testable import PixscoutViewModel

/// The window's view models composed as the app's composition root does, over a source and
/// desktop stubs: each part can be reached, and the window view model's own members read
/// through it.
@MainActor
@dynamicMemberLookup
final class ComposedWindow {
    let mode = ObservableProperty(WindowMode.search)
    let access = LibraryAccess()
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
    let browse: WindowViewModel

    init(
        _ source: SearchedSites, opener: any URLOpening, clipboard: any ClipboardWriting,
        wallpaper: (any WallpaperSetting)?, folders: ImageFolders, catalog: SiteCatalog?,
        siteStore: SiteChoiceStore?, filtersStore: SearchFiltersStore?,
        sleep: @escaping @Sendable (Duration) async throws -> Void
    ) {
        active = ActiveSite(sites: source, decoder: StubPreviewDecoder(), mode: mode, access: access)
        toasts = ToastViewModel(sleep: sleep)
        messages = MessagesViewModel(toasts: toasts, folderOpener: opener, sleep: sleep)
        filters = FiltersViewModel(store: filtersStore)
        history = SearchHistory(access: access)
        search = SearchViewModel(active: active, filters: filters, messages: messages, catalog: catalog,
            siteStore: siteStore, history: history)
        library = LibraryViewModel(access: access, messages: messages) { [filters] in filters.searchFilters.use }
        pages = ShownPages(search: search, library: library, mode: mode)
        results = ResultsViewModel(pages: pages, sleep: sleep)
        recorder = LibraryRecorder(access: access, active: active, messages: messages, library: library,
            catalog: catalog)
        selection = SelectionViewModel(results: results, active: active, messages: messages, urlOpener: opener,
            recorder: recorder, locale: Locale(identifier: "en_US"), sleep: sleep)
        imageActions = ImageActionsViewModel(selection: selection, active: active, messages: messages,
            clipboard: clipboard, wallpaper: wallpaper, folders: folders, recorder: recorder)
        quickLook = QuickLookNavigator(results: results, selection: selection, pages: pages, active: active,
            messages: messages)
        libraryActions = LibraryActionsViewModel(access: access, library: library, results: results,
            selection: selection, active: active, messages: messages)
        credits = CreditsViewModel(access: access, library: library, selection: selection, messages: messages,
            clipboard: clipboard)
        folderSave = FolderSaveViewModel(access: access, selection: selection, active: active, messages: messages,
            recorder: recorder, fitter: fitter)
        fit = FitViewModel(selection: selection, active: active, messages: messages,
            uses: FitUses(clipboard: clipboard, wallpaper: wallpaper, folders: folders, recorder: recorder),
            fitter: fitter, filters: filters, folderSave: folderSave)
        attachment = LibraryAttachment(access: access, library: library, libraryActions: libraryActions,
            history: history, results: results, messages: messages)
        let feed = ResultsFeed(results: results, selection: selection, quickLook: quickLook,
            libraryActions: libraryActions, messages: messages, active: active, mode: mode)
        browse = WindowViewModel(mode: mode, search: search, filters: filters, messages: messages, results: results,
            selection: selection, quickLook: quickLook, library: library, libraryActions: libraryActions, feed: feed)
    }

    subscript<Value>(dynamicMember path: KeyPath<WindowViewModel, Value>) -> Value {
        browse[keyPath: path]
    }

    func attachLibrary(_ opened: Result<OpenedLibrary, LibraryError>) { attachment.attach(opened) }
    func show(_ mode: WindowMode) { browse.show(mode) }
    func refresh() { browse.refresh() }
    func selectWhenShown(_ id: String) { browse.selectWhenShown(id) }
}
