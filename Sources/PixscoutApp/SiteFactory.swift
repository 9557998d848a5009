import Foundation
import PixscoutLocalization
import PixscoutModel
import PixscoutViewModel

/// Makes the sites searched from parts the composition root resolved once: the keyless
/// sites once each, the others for each key. It keeps no resolver.
@MainActor
final class SiteFactory {
    private let configuration: AppConfiguration
    private let network: any Networking
    private let connections: any Preconnecting
    private let cache: any ResponseCaching
    private let fetcher: any ImageFetching
    private let downloader: any ImageDownloading
    private var made: [SiteID: SearchedSites] = [:]

    init(
        configuration: AppConfiguration, network: any Networking, connections: any Preconnecting,
        cache: any ResponseCaching, fetcher: any ImageFetching, downloader: any ImageDownloading
    ) {
        self.configuration = configuration
        self.network = network
        self.connections = connections
        self.cache = cache
        self.fetcher = fetcher
        self.downloader = downloader
    }

    /// What searching `site` takes; Pixabay, Unsplash and Pexels need their key in `keys`, and
    /// All sites has each of them only with its key.
    func sites(for site: SiteID, keys: [SiteID: APIKey]) -> SearchedSites? {
        let dependsOnKey = site.needsKey || site == .all
        if !dependsOnKey, let sites = made[site] { return sites }
        guard let made = make(site, keys: keys) else { return nil }
        if !dependsOnKey { self.made[site] = made }
        return made
    }

    /// Whether `id` accepts `key`: its refusal, or nil when it accepts it or cannot be asked
    /// within a few seconds (offline). Asked afresh, never from the cache.
    func check(_ key: APIKey, for id: SiteID) async -> NetworkError? {
        guard id.needsKey, let url = configuration.apiURL(for: id),
            let site = remoteSite(id, url: url, key: key, checking: true) else { return nil }
        return await withTaskGroup(of: NetworkError?.self) { group in
            group.addTask {
                do throws(NetworkError) {
                    _ = try await site.search(query: "nature")
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

    private func make(_ site: SiteID, keys: [SiteID: APIKey]) -> SearchedSites? {
        switch site {
        case .all:
            let searched = SiteID.remote.compactMap { self.sites(for: $0, keys: keys) }.flatMap(\.imageSites)
            return SearchedSites(
                allSites: AllSites(sites: searched), imageFetcher: fetcher, imageDownloader: downloader,
                connections: connections)
        case .sample:
            let folder = configuration.sampleCatalogDirectory
            return SearchedSites(
                site: SampleCatalogSite(directory: folder),
                imageFetcher: ImageFetcher(network: LocalFileNetwork(root: folder)), imageDownloader: downloader,
                connections: nil)
        default:
            guard let url = configuration.apiURL(for: site),
                let remote = remoteSite(site, url: url, key: keys[site], checking: false)
            else { return nil }
            return SearchedSites(
                site: remote, imageFetcher: fetcher, imageDownloader: downloader, connections: connections)
        }
    }

    /// The site `id` on the network at `url`, nil without the key it needs: for searches (its
    /// answers cached), or for `checking` a key (a page as small as it allows, asked afresh).
    private func remoteSite(_ id: SiteID, url: String, key: APIKey?, checking: Bool) -> (any ImageSite)? {
        id.make(SiteDescriptor.Parts(
            network: network, baseURL: url, key: key, cache: checking ? nil : cache, checking: checking,
            language: Localization.languageCode))
    }
}
