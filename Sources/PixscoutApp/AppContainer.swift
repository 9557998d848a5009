import CurlKit
import Foundation
import PixscoutLocalization
import PixscoutModel
import PixscoutView
import PixscoutViewModel
import Swinject

/// The composition root: the one place that knows which implementation serves each protocol.
/// Built and resolved on the main thread, where the view models and views live.
@MainActor
public enum AppContainer {
    public static func make(configuration: AppConfiguration) -> Container {
        let container = Container()
        registerModel(in: container, configuration: configuration)
        registerProviders(in: container, configuration: configuration)
        registerViewModels(in: container, configuration: configuration)
        return container
    }

    private static func registerModel(in container: Container, configuration: AppConfiguration) {
        container.register(CurlMulti.self) { _ in CurlMulti(userAgent: AppInfo.userAgent) }
            .inObjectScope(.container)
        container.register(Network.self) { resolver in Network(multi: resolver.resolve(CurlMulti.self)!) }
            .inObjectScope(.container)
        container.register((any Networking).self) { resolver in resolver.resolve(Network.self)! }
        container.register((any Preconnecting).self) { resolver in resolver.resolve(Network.self)! }
        let cacheFolder = { (name: String, limit: Int) in
            CacheFolder(url: configuration.cacheDirectory.appendingPathComponent(name), root: configuration.cacheDirectory, limitBytes: limit)
        }
        container.register((any ResponseCaching).self) { _ in
            ResponseCache(folder: cacheFolder("api", ResponseCache.defaultDiskLimitBytes))
        }
        .inObjectScope(.container)
        container.register(ImageCache.self) { _ in
            ImageCache(folder: cacheFolder("previews", ImageCache.defaultLimitBytes))
        }
        .inObjectScope(.container)
        container.register((any ImageFetching).self) { resolver in
            CachingImageFetcher(
                fetcher: ImageFetcher(network: resolver.resolve((any Networking).self)!),
                cache: resolver.resolve(ImageCache.self)!)
        }
        container.register((any ImageDownloading).self) { resolver in
            ImageDownloader(multi: resolver.resolve(CurlMulti.self)!, localRoot: configuration.sampleCatalogDirectory)
        }
        container.register((any PreviewDecoding).self) { _ in PixbufPreviewDecoder() }
    }

    /// One provider and one source per library, named by its ``ProviderID``.
    private static func registerProviders(in container: Container, configuration: AppConfiguration) {
        let cache = { (resolver: any Resolver) in resolver.resolve((any ResponseCaching).self)! }
        let network = { (resolver: any Resolver) in resolver.resolve((any Networking).self)! }
        container.register((any ImageProviding).self, name: ProviderID.pixabay.rawValue) { (resolver, key: APIKey) in
            PixabayProvider(
                network: network(resolver), baseURL: configuration.apiURL(for: .pixabay)!, apiKey: key,
                cache: cache(resolver), language: Localization.languageCode)
        }
        container.register((any ImageProviding).self, name: ProviderID.openverse.rawValue) { resolver in
            OpenverseProvider(network: network(resolver), baseURL: configuration.apiURL(for: .openverse)!, cache: cache(resolver))
        }
        .inObjectScope(.container)
        container.register((any ImageProviding).self, name: ProviderID.commons.rawValue) { resolver in
            CommonsProvider(network: network(resolver), baseURL: configuration.apiURL(for: .commons)!, cache: cache(resolver))
        }
        .inObjectScope(.container)
        container.register((any ImageProviding).self, name: ProviderID.sample.rawValue) { _ in
            SampleCatalogProvider(directory: configuration.sampleCatalogDirectory)
        }
        .inObjectScope(.container)

        let remote = { (resolver: any Resolver, provider: any ImageProviding) in
            ImageSearchSource(
                provider: provider, imageFetcher: resolver.resolve((any ImageFetching).self)!,
                imageDownloader: resolver.resolve((any ImageDownloading).self)!,
                connections: resolver.resolve((any Preconnecting).self)!)
        }
        container.register(ImageSearchSource.self, name: ProviderID.pixabay.rawValue) { (resolver, key: APIKey) in
            remote(resolver, resolver.resolve((any ImageProviding).self, name: ProviderID.pixabay.rawValue, argument: key)!)
        }
        for provider in [ProviderID.openverse, .commons] {
            container.register(ImageSearchSource.self, name: provider.rawValue) { resolver in
                remote(resolver, resolver.resolve((any ImageProviding).self, name: provider.rawValue)!)
            }
        }
        container.register(ImageSearchSource.self, name: ProviderID.sample.rawValue) { resolver in
            ImageSearchSource(
                provider: resolver.resolve((any ImageProviding).self, name: ProviderID.sample.rawValue)!,
                imageFetcher: ImageFetcher(network: LocalFileNetwork(root: configuration.sampleCatalogDirectory)),
                imageDownloader: resolver.resolve((any ImageDownloading).self)!, connections: nil)
        }
    }

    private static func registerViewModels(in container: Container, configuration: AppConfiguration) {
        container.register(Optional<any ViewProbing>.self) { _ in
            configuration.eventLog.flatMap { EventLogProbe(path: $0, measureStalls: configuration.measuresStalls) }
        }
        .inObjectScope(.container)
        let probe = { (resolver: any Resolver) in resolver.resolve(Optional<any ViewProbing>.self)! }
        container.register((any URLOpening).self) { resolver in GtkURLOpener(probe: probe(resolver)) }
            .inObjectScope(.container)
        container.register((any ClipboardWriting).self) { resolver in GtkClipboard(probe: probe(resolver)) }
            .inObjectScope(.container)
        container.register((any WallpaperSetting).self) { resolver in GtkWallpaper(probe: probe(resolver)) }
            .inObjectScope(.container)
        container.register(AppSourceCatalog.self) { resolver in
            AppSourceCatalog(resolver: resolver, apiKey: configuration.apiKey)
        }
        .inObjectScope(.container)
        container.register((any ImageSearchListViewModeling).self) { resolver in
            let catalog = resolver.resolve(AppSourceCatalog.self)!
            let source = catalog.source(for: configuration.provider) ?? catalog.source(for: .openverse)!
            return ImageSearchListViewModel(
                source: source, previewDecoder: resolver.resolve((any PreviewDecoding).self)!,
                urlOpener: resolver.resolve((any URLOpening).self)!,
                clipboard: resolver.resolve((any ClipboardWriting).self)!,
                wallpaper: resolver.resolve((any WallpaperSetting).self)!, folders: configuration.imageFolders, sourceCatalog: catalog,
                filtersStore: configuration.filtersStore, providerStore: configuration.providerStore)
        }
        .inObjectScope(.container)
        container.register((any PreferencesViewModeling).self) { resolver in
            let list = resolver.resolve((any ImageSearchListViewModeling).self)!
            let catalog = resolver.resolve(AppSourceCatalog.self)!
            return PreferencesViewModel(store: configuration.keyStore, currentKey: catalog.apiKey) { key in
                // A saved key means searching Pixabay from now on.
                catalog.apiKey = key
                configuration.providerStore.save(.pixabay)
                if let pixabay = catalog.source(for: .pixabay) { list.switchSource(to: pixabay, search: true) }
            } onKeyRemoved: {
                catalog.apiKey = nil
                if list.provider.value.id == ProviderID.pixabay.rawValue { list.chooseProvider(id: ProviderID.openverse.rawValue) }
            }
        }
    }
}
