import Foundation
import PixscoutLocalization
import PixscoutModel
import PixscoutViewModel

/// Makes each library's source from parts the composition root resolved once: the keyless
/// libraries once each, Pixabay for each key. It keeps no resolver.
@MainActor
final class SourceFactory {
    private let configuration: AppConfiguration
    private let network: any Networking
    private let connections: any Preconnecting
    private let cache: any ResponseCaching
    private let fetcher: any ImageFetching
    private let downloader: any ImageDownloading
    private var made: [ProviderID: ImageSearchSource] = [:]

    init(
        configuration: AppConfiguration, network: any Networking, connections: any Preconnecting,
            cache: any ResponseCaching,
        fetcher: any ImageFetching, downloader: any ImageDownloading
    ) {
        self.configuration = configuration
        self.network = network
        self.connections = connections
        self.cache = cache
        self.fetcher = fetcher
        self.downloader = downloader
    }

    /// The source for `provider`; Pixabay needs `key`, and All libraries has Pixabay only with one.
    func source(for provider: ProviderID, key: APIKey?) -> ImageSearchSource? {
        let dependsOnKey = provider == .pixabay || provider == .all
        if !dependsOnKey, let source = made[provider] { return source }
        guard let made = make(provider, key: key) else { return nil }
        if !dependsOnKey { self.made[provider] = made }
        return made
    }

    private func make(_ provider: ProviderID, key: APIKey?) -> ImageSearchSource? {
        let url = configuration.apiURL(for: provider)
        let remote: any ImageProviding
        switch provider {
        case .all:
            let libraries = [ProviderID.openverse, .commons, .pixabay].compactMap { source(for: $0,
                key: key) }.flatMap(\.libraries)
            return ImageSearchSource(
                allLibraries: AllLibrariesProvider(libraries: libraries), imageFetcher: fetcher,
                    imageDownloader: downloader,
                connections: connections)
        case .pixabay:
            guard let key, let url else { return nil }
            remote = PixabayProvider(network: network, baseURL: url, apiKey: key, cache: cache,
                language: Localization.languageCode)
        case .openverse:
            remote = OpenverseProvider(network: network, baseURL: url ?? OpenverseRequest.defaultBaseURL, cache: cache)
        case .commons:
            remote = CommonsProvider(network: network, baseURL: url ?? CommonsRequest.defaultBaseURL, cache: cache)
        case .sample:
            let folder = configuration.sampleCatalogDirectory
            return ImageSearchSource(
                provider: SampleCatalogProvider(directory: folder),
                    imageFetcher: ImageFetcher(network: LocalFileNetwork(root: folder)),
                imageDownloader: downloader, connections: nil)
        }
        return ImageSearchSource(provider: remote, imageFetcher: fetcher, imageDownloader: downloader,
            connections: connections)
    }
}
