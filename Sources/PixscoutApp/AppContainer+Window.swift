import Foundation
import PixscoutLocalization
import PixscoutModel
import PixscoutView
import PixscoutViewModel
import Swinject

/// The window's view models, each registered on its own and made once: the window
/// view model only passes news between them. What they stand on (the sites searched, the
/// desktop, the clock, the stores) is resolved too, so that tests register stubs of it.
extension AppContainer {
    static func registerWindow(in container: Container, configuration: AppConfiguration) {
        container.register(SearchedSites.self) { resolver in
            let catalog = resolver.required(SiteCatalog.self)
            guard let sites = catalog.sites(for: configuration.site) ?? catalog.sites(for: .first) else {
                preconditionFailure("the first site needs no key: it can always be searched")
            }
            return sites
        }
        // Search or Library: the window view model sets it, the active site and the pages read it.
        shared(PropertyWriter<WindowMode>.self, in: container) { _ in PropertyWriter(WindowMode.search) }
        shared(LibraryAccess.self, in: container) { _ in LibraryAccess() }
        shared(ActiveSite.self, in: container) { resolver in
            ActiveSite(
                sites: resolver.required(SearchedSites.self),
                decoder: resolver.required((any PreviewDecoding).self),
                mode: resolver.required(PropertyWriter<WindowMode>.self).property,
                access: resolver.required(LibraryAccess.self))
        }
        shared(ToastViewModel.self, in: container) { resolver in ToastViewModel(sleep: resolver.required(Sleep.self)) }
        shared(MessagesViewModel.self, in: container) { resolver in
            MessagesViewModel(toasts: resolver.required(ToastViewModel.self),
                folderOpener: resolver.required((any URLOpening).self), sleep: resolver.required(Sleep.self))
        }
        shared(FiltersViewModel.self, in: container) { resolver in
            FiltersViewModel(store: resolver.resolve(SearchFiltersStore.self))
        }
        shared(SearchHistory.self, in: container) { resolver in
            SearchHistory(access: resolver.required(LibraryAccess.self))
        }
        // One search service, its deadline the same for the window and for GNOME Shell.
        container.register(SiteSearch.self) { _ in SiteSearch() }
        shared(SearchViewModel.self, in: container) { resolver in
            SearchViewModel(
                active: resolver.required(ActiveSite.self), filters: resolver.required(FiltersViewModel.self),
                messages: resolver.required(MessagesViewModel.self), catalog: resolver.resolve(SiteCatalog.self),
                siteStore: resolver.resolve(SiteChoiceStore.self), history: resolver.required(SearchHistory.self),
                siteSearch: resolver.required(SiteSearch.self))
        }
        shared(LibraryViewModel.self, in: container) { resolver in
            let filters = resolver.required(FiltersViewModel.self)
            return LibraryViewModel(
                access: resolver.required(LibraryAccess.self), messages: resolver.required(MessagesViewModel.self)
            ) { filters.searchFilters.use }
        }
        shared(ShownPages.self, in: container) { resolver in
            ShownPages(
                search: resolver.required(SearchViewModel.self), library: resolver.required(LibraryViewModel.self),
                mode: resolver.required(PropertyWriter<WindowMode>.self).property)
        }
        shared(ResultsViewModel.self, in: container) { resolver in
            ResultsViewModel(pages: resolver.required(ShownPages.self), sleep: resolver.required(Sleep.self))
        }
        shared(SiteRecheckViewModel.self, in: container) { resolver in
            let network = resolver.required((any Networking).self)
            let cache = resolver.required((any ResponseCaching).self)
            let library = resolver.required(LibraryViewModel.self)
            let recheck = SiteRecheck { id in
                configuration.apiURL(for: id).flatMap { url in
                    id.make(SiteDescriptor.Parts(network: network, baseURL: url, key: configuration.keys[id],
                        cache: cache, checking: false, language: Localization.languageCode))
                }
            }
            return SiteRecheckViewModel(access: resolver.required(LibraryAccess.self), recheck: recheck,
                messages: resolver.required(MessagesViewModel.self)) { library.changed([.used]) }
        }
        shared(DocumentCheckViewModel.self, in: container) { resolver in
            let network = resolver.required(Network.self)
            let cache = resolver.required((any ResponseCaching).self)
            return DocumentCheckViewModel(access: resolver.required(LibraryAccess.self),
                clipboard: resolver.required((any ClipboardWriting).self),
                decoder: resolver.required((any PreviewDecoding).self),
                lookupChoice: configuration.commonsLookupChoice, creditsAdder: CreditsAddition(),
                messages: resolver.required(MessagesViewModel.self)) { ledger in
                    OriginCheckFactory.make(ledger: ledger, network: network, apiURL: configuration.apiURL(for:),
                        cache: cache)
                }
        }
        shared(LibraryRecorder.self, in: container) { resolver in
            LibraryRecorder(
                access: resolver.required(LibraryAccess.self), active: resolver.required(ActiveSite.self),
                messages: resolver.required(MessagesViewModel.self), library: resolver.required(LibraryViewModel.self),
                catalog: resolver.resolve(SiteCatalog.self), embedder: resolver.resolve((any CreditEmbedding).self),
                fingerprinting: PictureFingerprinter())
        }
        shared(SelectionViewModel.self, in: container) { resolver in
            SelectionViewModel(
                results: resolver.required(ResultsViewModel.self), active: resolver.required(ActiveSite.self),
                messages: resolver.required(MessagesViewModel.self),
                urlOpener: resolver.required((any URLOpening).self),
                recorder: resolver.required(LibraryRecorder.self), locale: resolver.required(Locale.self),
                sleep: resolver.required(Sleep.self))
        }
        registerImageUse(in: container)
        registerFeed(in: container)
    }

    /// What the person does with the selected images: use them, look at them, keep them.
    private static func registerImageUse(in container: Container) {
        shared(ImageActionsViewModel.self, in: container) { resolver in
            ImageActionsViewModel(
                selection: resolver.required(SelectionViewModel.self), active: resolver.required(ActiveSite.self),
                messages: resolver.required(MessagesViewModel.self),
                clipboard: resolver.required((any ClipboardWriting).self),
                wallpaper: resolver.resolve((any WallpaperSetting).self), folders: resolver.required(ImageFolders.self),
                recorder: resolver.required(LibraryRecorder.self))
        }
        shared(QuickLookNavigator.self, in: container) { resolver in
            QuickLookNavigator(
                results: resolver.required(ResultsViewModel.self),
                selection: resolver.required(SelectionViewModel.self),
                pages: resolver.required(ShownPages.self), active: resolver.required(ActiveSite.self),
                messages: resolver.required(MessagesViewModel.self))
        }
        shared(LibraryActionsViewModel.self, in: container) { resolver in
            LibraryActionsViewModel(
                access: resolver.required(LibraryAccess.self), library: resolver.required(LibraryViewModel.self),
                results: resolver.required(ResultsViewModel.self),
                selection: resolver.required(SelectionViewModel.self),
                active: resolver.required(ActiveSite.self), messages: resolver.required(MessagesViewModel.self))
        }
        shared(CreditsViewModel.self, in: container) { resolver in
            CreditsViewModel(
                access: resolver.required(LibraryAccess.self), library: resolver.required(LibraryViewModel.self),
                selection: resolver.required(SelectionViewModel.self),
                messages: resolver.required(MessagesViewModel.self),
                clipboard: resolver.required((any ClipboardWriting).self))
        }
        shared(FitViewModel.self, in: container) { resolver in
            FitViewModel(
                selection: resolver.required(SelectionViewModel.self), active: resolver.required(ActiveSite.self),
                messages: resolver.required(MessagesViewModel.self),
                uses: FitUses(clipboard: resolver.required((any ClipboardWriting).self),
                    wallpaper: resolver.resolve((any WallpaperSetting).self),
                    folders: resolver.required(ImageFolders.self), recorder: resolver.required(LibraryRecorder.self)),
                fitter: resolver.required((any ImageFitting).self), filters: resolver.required(FiltersViewModel.self),
                folderSave: resolver.required(FolderSaveViewModel.self))
        }
        shared(FolderSaveViewModel.self, in: container) { resolver in
            FolderSaveViewModel(
                access: resolver.required(LibraryAccess.self), selection: resolver.required(SelectionViewModel.self),
                active: resolver.required(ActiveSite.self), messages: resolver.required(MessagesViewModel.self),
                recorder: resolver.required(LibraryRecorder.self), fitter: resolver.required((any ImageFitting).self))
        }
    }

    /// Where news goes: the results feed, the library once open, and the window view model.
    private static func registerFeed(in container: Container) {
        shared(ResultsFeed.self, in: container) { resolver in
            ResultsFeed(
                results: resolver.required(ResultsViewModel.self),
                selection: resolver.required(SelectionViewModel.self),
                quickLook: resolver.required(QuickLookNavigator.self),
                libraryActions: resolver.required(LibraryActionsViewModel.self),
                messages: resolver.required(MessagesViewModel.self), active: resolver.required(ActiveSite.self),
                mode: resolver.required(PropertyWriter<WindowMode>.self).property)
        }
        shared(LibraryAttachment.self, in: container) { resolver in
            LibraryAttachment(
                access: resolver.required(LibraryAccess.self), library: resolver.required(LibraryViewModel.self),
                libraryActions: resolver.required(LibraryActionsViewModel.self),
                history: resolver.required(SearchHistory.self), results: resolver.required(ResultsViewModel.self),
                messages: resolver.required(MessagesViewModel.self))
        }
        shared(WindowViewModel.self, in: container) { resolver in
            WindowViewModel(
                mode: resolver.required(PropertyWriter<WindowMode>.self),
                search: resolver.required(SearchViewModel.self),
                filters: resolver.required(FiltersViewModel.self), messages: resolver.required(MessagesViewModel.self),
                results: resolver.required(ResultsViewModel.self),
                selection: resolver.required(SelectionViewModel.self),
                quickLook: resolver.required(QuickLookNavigator.self),
                library: resolver.required(LibraryViewModel.self),
                libraryActions: resolver.required(LibraryActionsViewModel.self),
                feed: resolver.required(ResultsFeed.self))
        }
    }

    /// Registers `type`, made once and shared by whoever needs it.
    static func shared<Service>(
        _ type: Service.Type, in container: Container, _ make: @escaping (any Resolver) -> Service
    ) {
        container.register(type, factory: make).inObjectScope(.container)
    }
}
