/// One request to a site's API.
public struct APIRequest: Sendable, Equatable {
    /// What to fetch, secrets included: never log it as it is.
    public let url: String
    /// The same request under any key, for the response cache and for logs.
    public let cacheKey: String
    /// Header lines to send, a key's among them: never log them.
    public let headers: [String]
    /// Whether `url` or `headers` hold a key: redirects may then only stay on the same site.
    public let carriesSecret: Bool

    public init(url: String, cacheKey: String, headers: [String] = [], carriesSecret: Bool = false) {
        self.url = url
        self.cacheKey = cacheKey
        self.headers = headers
        self.carriesSecret = carriesSecret
    }
}
