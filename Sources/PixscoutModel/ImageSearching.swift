/// Searches an image library.
public protocol ImageSearching: Sendable {
    func search(query: String, page: Int, perPage: Int, filters: SearchFilters) async throws(NetworkError)
        -> ResponseEntity
}

extension ImageSearching {
    /// The first page with Pixscout's defaults: 50 per page, safe search on.
    public func search(query: String, page: Int = 1) async throws(NetworkError) -> ResponseEntity {
        try await search(query: query, page: page, perPage: 50, filters: SearchFilters())
    }
}
