import Foundation
import PixscoutLocalization
import PixscoutModel
import PixscoutViewModel

/// Makes each library's source from parts the composition root resolved once: the keyless
/// libraries once each, the others for each key. It keeps no resolver.
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

    /// The source for `provider`; Pixabay, Unsplash and Pexels need their key in `keys`, and All
    /// libraries has each of them only with its key.
    func source(for provider: ProviderID, keys: [ProviderID: APIKey]) -> ImageSearchSource? {
        let dependsOnKey = provider.needsKey || provider == .all
        if !dependsOnKey, let source = made[provider] { return source }
        guard let made = make(provider, keys: keys) else { return nil }
        if !dependsOnKey { self.made[provider] = made }
        return made
    }

    /// Whether `library` accepts `key`: its refusal, or nil when it accepts it or cannot be
    /// asked within a few seconds (offline). Asked afresh, never from the cache.
    func check(_ key: APIKey, for library: ProviderID) async -> NetworkError? {
        guard library.needsKey, let url = configuration.apiURL(for: library),
            let provider = remoteProvider(library, url: url, key: key, checking: true) else { return nil }
        return await withTaskGroup(of: NetworkError?.self) { group in
            group.addTask {
                do throws(NetworkError) {
                    _ = try await provider.search(query: "nature")
                    return nil
                } catch {
                    return error
                }
            }
            group.addTask {
                try? await Task.sleep(for: Self.checkTimeLimit)
                return nil
            }
            let first = await group.next() ?? nil
            group.cancelAll()
            return first
        }
    }

    /// How long a key's check may take before the key is kept unchecked.
    static let checkTimeLimit = Duration.seconds(5)

    private func make(_ provider: ProviderID, keys: [ProviderID: APIKey]) -> ImageSearchSource? {
        switch provider {
        case .all:
            let libraries = ProviderID.remote.compactMap { source(for: $0, keys: keys) }.flatMap(\.libraries)
            return ImageSearchSource(
                allLibraries: AllLibrariesProvider(libraries: libraries), imageFetcher: fetcher,
                    imageDownloader: downloader,
                connections: connections)
        case .sample:
            let folder = configuration.sampleCatalogDirectory
            return ImageSearchSource(
                provider: SampleCatalogProvider(directory: folder),
                    imageFetcher: ImageFetcher(network: LocalFileNetwork(root: folder)),
                imageDownloader: downloader, connections: nil)
        case .openverse, .commons, .pixabay, .unsplash, .pexels:
            guard let url = configuration.apiURL(for: provider),
                let remote = remoteProvider(provider, url: url, key: keys[provider], checking: false)
            else { return nil }
            return ImageSearchSource(provider: remote, imageFetcher: fetcher, imageDownloader: downloader,
                connections: connections)
        }
    }

    /// The provider of a library on the network at `url`, nil without the key it needs: for
    /// searches (its answers cached), or for `checking` a key (a page as small as it allows,
    /// asked afresh).
    private func remoteProvider(_ library: ProviderID, url: String, key: APIKey?, checking: Bool)
        -> (any ImageProviding)? {
        let cache = checking ? nil : cache
        switch library {
        case .pixabay:
            return key.map { PixabayProvider(network: network, baseURL: url, apiKey: $0, cache: cache,
                perPage: checking ? 3 : PixabayProvider.defaultPerPage, language: Localization.languageCode) }
        case .unsplash: return key.map { UnsplashProvider(network: network, baseURL: url, apiKey: $0, cache: cache) }
        case .pexels:
            return key.map { PexelsProvider(network: network, baseURL: url, apiKey: $0, cache: cache,
                perPage: checking ? 1 : PexelsRequest.defaultPerPage) }
        case .openverse: return OpenverseProvider(network: network, baseURL: url, cache: cache)
        case .commons: return CommonsProvider(network: network, baseURL: url, cache: cache)
        case .sample, .all: return nil
        }
    }
}
