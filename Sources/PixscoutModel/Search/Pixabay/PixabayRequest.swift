import Foundation

/// One search request in Pixabay's format.
public struct PixabayRequest: Sendable, Equatable {
    public static let defaultBaseURL = "https://pixabay.com/api/"
    /// Pixabay's limits: `q` up to 100 characters, `per_page` from 3 to 200.
    static let maxQueryLength = 100
    static let perPageRange = 3...200
    /// The languages Pixabay searches in; others search in English.
    static let languages: Set<String> = [
        "cs", "da", "de", "en", "es", "fr", "id", "it", "hu", "nl", "no", "pl", "pt", "ro", "sk", "fi", "sv", "tr",
        "vi", "th", "bg", "ru", "el", "ja", "ko", "zh",
    ]

    public let baseURL: String
    public let apiKey: APIKey?
    public let query: String
    public let page: Int
    public let perPage: Int
    public let filters: SearchFilters
    /// The language of the query (`lang`); only sent when it is not English.
    public let language: String

    public init(
        baseURL: String = defaultBaseURL, apiKey: APIKey?, query: String,
        page: Int = 1, perPage: Int = 50, filters: SearchFilters = SearchFilters(), language: String = "en"
    ) {
        self.baseURL = baseURL
        self.apiKey = apiKey
        self.query = String(query.trimmingCharacters(in: .whitespacesAndNewlines).prefix(Self.maxQueryLength))
        self.page = max(1, page)
        self.perPage = min(max(perPage, Self.perPageRange.lowerBound), Self.perPageRange.upperBound)
        self.filters = filters
        self.language = Self.languages.contains(language) ? language : "en"
    }

    /// The URL to fetch, key included: never log it without `redactingAPIKey()`.
    public var url: String {
        let key = sendsKey ? apiKey.map { [("key", $0.value)] } ?? [] : []
        return URLQuery.url(baseURL, key + parameters)
    }

    /// Whether the key goes out: never to an endpoint shaped like another site's search
    /// (Openverse's `/v1/images/`, Wikimedia's `/w/api.php`), which has no business with it.
    public var sendsKey: Bool {
        guard apiKey != nil, let components = URLComponents(string: baseURL) else { return false }
        let host = components.host?.lowercased() ?? ""
        let path = components.path.lowercased()
        let otherSitePaths = ["/v1/images", "/w/api.php", "/api.php"]
        let otherSiteHosts = ["openverse.org", "wikimedia.org", "wikipedia.org"]
        return !otherSitePaths.contains { path.hasSuffix($0) || path.hasSuffix($0 + "/") }
            && !otherSiteHosts.contains { host == $0 || host.hasSuffix("." + $0) }
    }

    /// The request without the key: the same search under any key.
    public var cacheKey: String {
        URLQuery.url(baseURL, parameters)
    }

    var apiRequest: APIRequest {
        APIRequest(url: url, cacheKey: cacheKey, carriesSecret: sendsKey)
    }

    private var parameters: [(name: String, value: String)] {
        let language = language == "en" ? [] : [("lang", language)]
        return [("q", query)] + language + [("page", String(page)), ("per_page", String(perPage))]
            + filters.pixabayQueryItems
    }
}
