/// One request to a provider's API.
public struct APIRequest: Sendable, Equatable {
    /// What to fetch, secrets included: never log it as it is.
    public let url: String
    /// The same request under any key, for the response cache and for logs.
    public let cacheKey: String
    /// Whether `url` holds a key: redirects may then only stay on the same site.
    public let carriesSecret: Bool

    public init(url: String, cacheKey: String, carriesSecret: Bool = false) {
        self.url = url
        self.cacheKey = cacheKey
        self.carriesSecret = carriesSecret
    }
}
