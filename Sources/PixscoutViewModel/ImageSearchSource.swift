import PixscoutModel

/// Where results come from: the search, how its images are fetched, which page links to trust,
/// and what a person should be told about it.
public struct ImageSearchSource: Sendable {
    public let imageSearch: any ImageSearching
    public let imageFetcher: any ImageFetching
    public let imageDownloader: any ImageDownloading
    public let linkPolicy: PageLinkPolicy
    /// Shown above the results, e.g. that this is the offline sample catalog.
    public let note: String?

    public init(
        imageSearch: any ImageSearching, imageFetcher: any ImageFetching, imageDownloader: any ImageDownloading,
        linkPolicy: PageLinkPolicy, note: String?
    ) {
        self.imageSearch = imageSearch
        self.imageFetcher = imageFetcher
        self.imageDownloader = imageDownloader
        self.linkPolicy = linkPolicy
        self.note = note
    }
}
