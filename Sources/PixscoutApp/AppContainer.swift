import CurlKit
import PixscoutModel
import PixscoutView
import PixscoutViewModel
import Swinject

/// The composition root: the one place that knows which implementation serves each protocol.
/// Built and resolved on the main thread, where the view models and views live.
@MainActor
public enum AppContainer {
    /// Names of the two places results can come from.
    public enum SourceName {
        public static let pixabay = "pixabay"
        public static let sample = "sample"
    }

    public static func make(configuration: AppConfiguration) -> Container {
        let container = Container()
        registerModel(in: container, configuration: configuration)
        registerSources(in: container, configuration: configuration)
        registerViewModels(in: container, configuration: configuration)
        return container
    }

    private static func registerModel(in container: Container, configuration: AppConfiguration) {
        container.register(CurlMulti.self) { _ in CurlMulti() }
            .inObjectScope(.container)
        container.register((any Networking).self) { resolver in
            Network(multi: resolver.resolve(CurlMulti.self)!)
        }
        .inObjectScope(.container)
        container.register((any ResponseCaching).self) { _ in
            ResponseCache(directory: configuration.cacheDirectory.appendingPathComponent("api"))
        }
        .inObjectScope(.container)
        container.register(ImageCache.self) { _ in
            ImageCache(directory: configuration.cacheDirectory.appendingPathComponent("previews"))
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
        container.register((any ImageSearching).self) { (resolver, key: APIKey?) in
            ImageSearch(
                network: resolver.resolve((any Networking).self)!, baseURL: configuration.apiBaseURL, apiKey: key,
                cache: resolver.resolve((any ResponseCaching).self)!)
        }
        container.register((any PreviewDecoding).self) { _ in PixbufPreviewDecoder() }
    }

    private static func registerSources(in container: Container, configuration: AppConfiguration) {
        container.register(ImageSearchSource.self, name: SourceName.pixabay) { (resolver, key: APIKey?) in
            ImageSearchSource(
                imageSearch: resolver.resolve((any ImageSearching).self, argument: key)!,
                imageFetcher: resolver.resolve((any ImageFetching).self)!,
                imageDownloader: resolver.resolve((any ImageDownloading).self)!,
                linkPolicy: PageLinkPolicy(apiBaseURL: configuration.apiBaseURL),
                note: nil)
        }
        container.register(ImageSearchSource.self, name: SourceName.sample) { resolver in
            let directory = configuration.sampleCatalogDirectory
            return ImageSearchSource(
                imageSearch: SampleCatalogSearch(directory: directory),
                imageFetcher: ImageFetcher(network: LocalFileNetwork(root: directory)),
                imageDownloader: resolver.resolve((any ImageDownloading).self)!,
                linkPolicy: PageLinkPolicy(allowedHost: "pixabay.com"),
                note: "You are looking at Pixscout's sample catalog, which works offline. "
                    + "Add a Pixabay API key to search millions of free images.")
        }
    }

    private static func registerViewModels(in container: Container, configuration: AppConfiguration) {
        container.register((any URLOpening).self) { _ in GtkURLOpener() }
        .inObjectScope(.container)
        container.register((any ImageSearchListViewModeling).self) { resolver in
            let source = configuration.usesSampleCatalog
                ? resolver.resolve(ImageSearchSource.self, name: SourceName.sample)!
                : resolver.resolve(ImageSearchSource.self, name: SourceName.pixabay, argument: configuration.apiKey)!
            let previewDecoder = resolver.resolve((any PreviewDecoding).self)!
            let urlOpener = resolver.resolve((any URLOpening).self)!
            return ImageSearchListViewModel(
                source: source, previewDecoder: previewDecoder, urlOpener: urlOpener,
                filtersStore: configuration.filtersStore)
        }
        .inObjectScope(.container)
        container.register((any PreferencesViewModeling).self) { resolver in
            let list = resolver.resolve((any ImageSearchListViewModeling).self)!
            return PreferencesViewModel(store: configuration.keyStore, currentKey: configuration.apiKey) { key in
                // A saved key means searching Pixabay from now on.
                list.switchSource(to: resolver.resolve(ImageSearchSource.self, name: SourceName.pixabay, argument: Optional(key))!)
            }
        }
    }
}
