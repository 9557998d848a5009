import PixscoutModel

/// Where results come from: the provider, how its images are fetched and saved, and how to
/// open connections to it ahead of need.
public struct ImageSearchSource: Sendable {
    public let provider: any ImageProviding
    public let imageFetcher: any ImageFetching
    public let imageDownloader: any ImageDownloading
    /// Nil for sources with nothing to connect to (the bundled catalog).
    public let connections: (any Preconnecting)?

    public init(
        provider: any ImageProviding, imageFetcher: any ImageFetching, imageDownloader: any ImageDownloading,
        connections: (any Preconnecting)?
    ) {
        self.provider = provider
        self.imageFetcher = imageFetcher
        self.imageDownloader = imageDownloader
        self.connections = connections
    }

    var description: ProviderDescription { provider.description }
}
