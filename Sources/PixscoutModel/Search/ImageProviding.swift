/// An image library Pixscout can search: Pixabay, Openverse, Wikimedia Commons or the
/// bundled sample catalog.
public protocol ImageProviding: Sendable {
    var description: ProviderDescription { get }

    /// The page of results for `query` that starts at `page` (nil: the first page).
    func search(query: String, page: PageToken?, filters: SearchFilters) async throws(NetworkError) -> ResultPage
}

extension ImageProviding {
    /// The first page with the default filters.
    public func search(query: String) async throws(NetworkError) -> ResultPage {
        try await search(query: query, page: nil, filters: SearchFilters())
    }
}
