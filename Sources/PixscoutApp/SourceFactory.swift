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

    /// The libraries All libraries searches, those with keys only when their key is there.
    static let allLibraries: [ProviderID] = [.openverse, .commons, .pixabay, .unsplash, .pexels]

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
        guard let url = configuration.apiURL(for: library) else { return nil }
        let provider: any ImageProviding
        switch library {
        case .pixabay: provider = PixabayProvider(network: network, baseURL: url, apiKey: key, perPage: 3)
        case .unsplash: provider = UnsplashProvider(network: network, baseURL: url, apiKey: key)
        case .pexels: provider = PexelsProvider(network: network, baseURL: url, apiKey: key, perPage: 1)
        case .openverse, .commons, .sample, .all: return nil
        }
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
        let url = configuration.apiURL(for: provider)
        let key = keys[provider]
        let remote: any ImageProviding
        switch provider {
        case .all:
            let libraries = Self.allLibraries.compactMap { source(for: $0, keys: keys) }.flatMap(\.libraries)
            return ImageSearchSource(
                allLibraries: AllLibrariesProvider(libraries: libraries), imageFetcher: fetcher,
                    imageDownloader: downloader,
                connections: connections)
        case .pixabay:
            guard let key, let url else { return nil }
            remote = PixabayProvider(network: network, baseURL: url, apiKey: key, cache: cache,
                language: Localization.languageCode)
        case .unsplash:
            guard let key, let url else { return nil }
            remote = UnsplashProvider(network: network, baseURL: url, apiKey: key, cache: cache)
        case .pexels:
            guard let key, let url else { return nil }
            remote = PexelsProvider(network: network, baseURL: url, apiKey: key, cache: cache)
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
