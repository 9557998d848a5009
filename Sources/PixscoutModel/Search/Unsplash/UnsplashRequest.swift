import Foundation

/// One search request in Unsplash's format (`GET /search/photos`), the key in its header; a
/// thread to a photographer (`author:USERNAME`) asks for their photos (`GET /users/NAME/photos`).
public struct UnsplashRequest: Sendable, Equatable {
    public static let defaultBaseURL = "https://api.unsplash.com/search/photos"
    /// Unsplash answers at most 30 photos a page.
    public static let maxPerPage = 30
    /// The colours Unsplash filters by, in its words where they differ from Pixscout's.
    static let colorNames: [SearchFilters.Color: String] = [
        .grayscale: "black_and_white", .lilac: "purple", .pink: "magenta", .turquoise: "teal",
    ]
    static let colors: Set<SearchFilters.Color> = [
        .grayscale, .black, .white, .yellow, .orange, .red, .lilac, .pink, .green, .turquoise, .blue,
    ]

    public let baseURL: String
    public let apiKey: APIKey
    public let query: String
    public let page: Int
    public let perPage: Int
    public let filters: SearchFilters
    /// The photographer's user name, for `author:` threads.
    public let photographer: String?

    public init(
        baseURL: String = defaultBaseURL, apiKey: APIKey, query: String, page: Int = 1, perPage: Int = maxPerPage,
        filters: SearchFilters = SearchFilters()
    ) {
        self.baseURL = baseURL
        self.apiKey = apiKey
        self.query = query.trimmingCharacters(in: .whitespacesAndNewlines)
        self.page = max(1, page)
        self.perPage = min(max(perPage, 1), Self.maxPerPage)
        self.filters = filters
        if case .author(let name) = SearchThread(query: query) { photographer = name } else { photographer = nil }
    }

    /// The API's root for a search endpoint ending in `search/photos` (Unsplash's own, or a
    /// stand-in's), where its other paths live; its origin otherwise.
    static func apiRoot(of baseURL: String) -> String {
        let searchPath = "search/photos"
        return baseURL.hasSuffix(searchPath) ? String(baseURL.dropLast(searchPath.count))
            : URLQuery.origin(of: baseURL) ?? baseURL
    }

    /// The URL to fetch: it holds no key, which travels in the header.
    public var url: String {
        if let photographer {
            let path = Self.apiRoot(of: baseURL) + "users/" + URLQuery.percentEncoded(photographer) + "/photos"
            return URLQuery.url(path, [("page", String(page)), ("per_page", String(perPage)),
                ("order_by", filters.order == .latest ? "latest" : "popular")])
        }
        var items = [("query", query), ("page", String(page)), ("per_page", String(perPage))]
        if let orientation = filters.photoOrientation {
            items.append(("orientation", orientation == "square" ? "squarish" : orientation))
        }
        if let color = filters.photoColor(renaming: Self.colorNames, offered: Self.colors) {
            items.append(("color", color))
        }
        items.append(("order_by", filters.order == .latest ? "latest" : "relevant"))
        items.append(("content_filter", filters.safeSearch ? "high" : "low"))
        return URLQuery.url(baseURL, items)
    }

    /// The key in Unsplash's form, and the API version the decoder reads.
    public var headers: [String] {
        Self.headers(for: apiKey)
    }

    /// What every request to Unsplash's API carries, its searches and its download reports.
    static func headers(for apiKey: APIKey) -> [String] {
        ["Authorization: Client-ID \(apiKey.value)", "Accept-Version: v1"]
    }

    var apiRequest: APIRequest {
        APIRequest(url: url, cacheKey: url, headers: headers, carriesSecret: true)
    }
}
