import CurlKit
import Foundation
import PixscoutLocalization
import PixscoutModel
import PixscoutView
import PixscoutViewModel
import Swinject

/// The composition root: the one place that knows which implementation serves each protocol.
/// It registers and builds; the app resolves what it needs once, at start-up, and nothing
/// keeps a resolver after that. Built and resolved on the main thread, where the view models
/// and views live.
@MainActor
public enum AppContainer {
    /// How the view models wait (a countdown, a notice's time on screen): a test's is quick.
    typealias Sleep = @Sendable (Duration) async throws -> Void

    public static func make(configuration: AppConfiguration) -> Container {
        let container = Container()
        registerModel(in: container, configuration: configuration)
        registerDesktop(in: container, configuration: configuration)
        registerViewModels(in: container, configuration: configuration)
        return container
    }

    private static func registerModel(in container: Container, configuration: AppConfiguration) {
        container.register(CurlMulti.self) { _ in CurlMulti(userAgent: AppInfo.userAgent) }
            .inObjectScope(.container)
        container.register(Network.self) { resolver in Network(multi: resolver.required(CurlMulti.self)) }
            .inObjectScope(.container)
        container.register((any Networking).self) { resolver in
            GivingWayNetwork(network: resolver.required(Network.self))
        }
        container.register((any Preconnecting).self) { resolver in resolver.required(Network.self) }
        let cacheFolder = { (name: String, limit: Int) in
            CacheFolder(url: configuration.cacheDirectory.appendingPathComponent(name),
                root: configuration.cacheDirectory, limitBytes: limit)
        }
        container.register((any ResponseCaching).self) { _ in
            ResponseCache(folder: cacheFolder("api", ResponseCache.defaultDiskLimitBytes))
        }
        .inObjectScope(.container)
        container.register(ImageCache.self) { _ in ImageCache(folder: cacheFolder("previews",
            ImageCache.defaultLimitBytes)) }
            .inObjectScope(.container)
        container.register((any ImageFetching).self) { resolver in
            CachingImageFetcher(fetcher: ImageFetcher(network: resolver.required((any Networking).self)),
                cache: resolver.required(ImageCache.self))
        }
        container.register((any ImageFitting).self) { _ in
            ImageFitter(resampler: VipsPictureResampler(),
                workFolder: cacheFolder("fit", ImageFitter.workFolderLimitBytes))
        }
        .inObjectScope(.container)
        container.register((any ImageDownloading).self) { resolver in
            ImageDownloader(multi: resolver.required(CurlMulti.self), localRoot: configuration.sampleCatalogDirectory)
        }
        container.register(SiteFactory.self) { resolver in
            SiteFactory(
                configuration: configuration, network: resolver.required((any Networking).self),
                connections: resolver.required((any Preconnecting).self),
                    cache: resolver.required((any ResponseCaching).self),
                fetcher: resolver.required((any ImageFetching).self),
                    downloader: resolver.required((any ImageDownloading).self))
        }
        .inObjectScope(.container)
        container.register(LibraryOpener.self) { resolver in
            LibraryOpener(
                file: configuration.libraryFile, remote: resolver.required((any ImageFetching).self),
                local: ImageFetcher(network: LocalFileNetwork(root: configuration.sampleCatalogDirectory)))
        }
        container.register(SiteCatalog.self) { resolver in
            let factory = resolver.required(SiteFactory.self)
            return SiteCatalog(keys: configuration.keys) { site, keys in
                factory.sites(for: site, keys: keys)
            }
        }
        .inObjectScope(.container)
    }

    /// What Pixscout hands to the desktop: the browser, the clipboard, the wallpaper, and the
    /// probe tests and benchmarks read.
    private static func registerDesktop(in container: Container, configuration: AppConfiguration) {
        container.register(Sleep.self) { _ in { try await Task.sleep(for: $0) } }
        container.register(Locale.self) { _ in .current }
        container.register((any CreditEmbedding).self) { _ in XmpCreditEmbedder() }
        container.register(SiteChoiceStore.self) { _ in configuration.siteStore }
        container.register(SearchFiltersStore.self) { _ in configuration.filtersStore }
        container.register(ImageFolders.self) { _ in configuration.imageFolders }
        container.register(Optional<any ViewProbing>.self) { _ in
            configuration.eventLog.flatMap { EventLogProbe(path: $0, measureStalls: configuration.measuresStalls) }
        }
        .inObjectScope(.container)
        container.register((any PreviewDecoding).self) { _ in PixbufPreviewDecoder() }
        container.register((any URLOpening).self) { resolver in
            GtkURLOpener(probe: resolver.required(Optional<any ViewProbing>.self))
        }
            .inObjectScope(.container)
        container.register((any ClipboardWriting).self) { resolver in
            GtkClipboard(probe: resolver.required(Optional<any ViewProbing>.self))
        }
            .inObjectScope(.container)
        container.register((any WallpaperSetting).self) { resolver in
            GtkWallpaper(probe: resolver.required(Optional<any ViewProbing>.self))
        }
            .inObjectScope(.container)
    }

    private static func registerViewModels(in container: Container, configuration: AppConfiguration) {
        registerWindow(in: container, configuration: configuration)
        registerWindowParts(in: container)
        container.register(WindowLayoutViewModel.self) { _ in
            WindowLayoutViewModel(store: configuration.windowSizeStore)
        }
        .inObjectScope(.container)
        container.register(StartupViewModel.self) { resolver in
            let keyStore = SiteID.openedBySavedKey.map(configuration.keyStore(for:))
            return StartupViewModel(
                choice: configuration.startupChoice, search: resolver.required(SearchViewModel.self),
                messages: resolver.required(MessagesViewModel.self), catalog: resolver.required(SiteCatalog.self),
                lookUpOthers: { sites in
                    sites.reduce(into: [:]) { found, site in
                        found[site] = configuration.keyStore(for: site).load()
                    }
                }) { keyStore?.lookUp() ?? APIKeyLookup(key: nil, keyringAnswered: true) }
        }
        container.register(DesktopSearchViewModel.self) { resolver in
            let (catalog, siteStore) = (resolver.required(SiteCatalog.self), resolver.required(SiteChoiceStore.self))
            let filtersStore = resolver.required(SearchFiltersStore.self)
            // The site and filters the person chose last, also when chosen in a window since.
            return DesktopSearchViewModel(
                sites: { catalog.sites(for: siteStore.load() ?? configuration.site) },
                filters: { filtersStore.load() }, decoder: resolver.required((any PreviewDecoding).self),
                siteSearch: resolver.required(SiteSearch.self))
        }
        .inObjectScope(.container)
        container.register(SiteKeyRules.self) { resolver in
            SiteKeyRules(
                search: resolver.required(SearchViewModel.self), catalog: resolver.required(SiteCatalog.self),
                siteStore: resolver.required(SiteChoiceStore.self))
        }
        .inObjectScope(.container)
        container.register(PreferencesFactory.self) { resolver in
            PreferencesFactory(
                stores: Dictionary(uniqueKeysWithValues: SiteID.keyed.map { site in
                    (site, configuration.keyStore(for: site))
                }),
                catalog: resolver.required(SiteCatalog.self),
                rules: resolver.required(SiteKeyRules.self), factory: resolver.required(SiteFactory.self),
                history: resolver.required(SearchHistory.self), toasts: resolver.required(ToastViewModel.self))
        }
        .inObjectScope(.container)
    }
}
