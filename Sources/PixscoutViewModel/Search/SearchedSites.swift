import PixscoutModel

/// Where results come from: the site, or for All sites each of them, how its images
/// are fetched and saved, and how to open connections to it ahead of need.
public struct SearchedSites: Sendable {
    /// The sites searched, each on its own: one, or several at once.
    public let imageSites: [any ImageSite]
    public let description: SiteDescription
    public let imageFetcher: any ImageFetching
    public let imageDownloader: any ImageDownloading
    /// Nil for sites with nothing to connect to (the bundled catalog).
    public let connections: (any Preconnecting)?

    public init(
        site: any ImageSite, imageFetcher: any ImageFetching, imageDownloader: any ImageDownloading,
        connections: (any Preconnecting)?
    ) {
        imageSites = [site]
        description = site.description
        self.imageFetcher = imageFetcher
        self.imageDownloader = imageDownloader
        self.connections = connections
    }

    /// Every site at once, as All sites searches them.
    public init(
        allSites: AllSites, imageFetcher: any ImageFetching, imageDownloader: any ImageDownloading,
        connections: (any Preconnecting)?
    ) {
        imageSites = allSites.sites
        description = allSites.description
        self.imageFetcher = imageFetcher
        self.imageDownloader = imageDownloader
        self.connections = connections
    }

    /// Where each site's thumbnails come from, to open connections there ahead of need.
    var previewOrigins: [String] {
        Self.unique(imageSites.compactMap(\.description.previewOrigin))
    }

    /// Where each site's API lives, to open a connection there before the first search.
    var apiOrigins: [String] {
        Self.unique(imageSites.compactMap(\.description.apiOrigin))
    }

    private static func unique(_ origins: [String]) -> [String] {
        var seen = Set<String>()
        return origins.filter { seen.insert($0).inserted }
    }
}
