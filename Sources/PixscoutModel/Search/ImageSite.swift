/// An image site Pixscout can search: Pixabay, Openverse, Wikimedia Commons or the
/// bundled sample catalog.
public protocol ImageSite: Sendable {
    var description: SiteDescription { get }

    /// The page of results for `query` that starts at `page` (nil: the first page).
    func search(query: String, page: PageToken?, filters: SearchFilters) async throws(NetworkError) -> ResultPage

    /// Tells the site that `image` was used (saved, copied, dragged out, made the
    /// wallpaper), where its rules ask to be told; the others do nothing.
    func reportUse(of image: ImageEntity) async throws(NetworkError)

    /// What the site says now of each of `images` (its own), by image id, leaving out those it
    /// gave no clear word on; nil for a site that cannot be asked (the sample catalog).
    func currentStatus(of images: [ImageEntity]) async throws(NetworkError) -> [String: SiteStatus]?
}

extension ImageSite {
    public func reportUse(of image: ImageEntity) async throws(NetworkError) {}

    public func currentStatus(of images: [ImageEntity]) async throws(NetworkError) -> [String: SiteStatus]? {
        nil
    }

    /// The first page with the default filters.
    public func search(query: String) async throws(NetworkError) -> ResultPage {
        try await search(query: query, page: nil, filters: SearchFilters())
    }
}
