/// Where a site's API key is kept between runs.
public protocol APIKeyStoring: Sendable {
    func load() -> APIKey?
    func save(_ key: APIKey) throws(APIKeyStoreError)
    /// Forgets the key: Pixscout goes back to the sites that need none.
    func remove() throws(APIKeyStoreError)
}
