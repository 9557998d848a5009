/// One request to a provider's API.
public struct APIRequest: Sendable, Equatable {
    /// What to fetch, secrets included: never log it as it is.
    public let url: String
    /// The same request under any key, for the response cache and for logs.
    public let cacheKey: String

    public init(url: String, cacheKey: String) {
        self.url = url
        self.cacheKey = cacheKey
    }
}
