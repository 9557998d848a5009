import Foundation

/// One search request in Unsplash's format (`GET /search/photos`), the key in its header.
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
    }

    /// The URL to fetch: it holds no key, which travels in the header.
    public var url: String {
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
        ["Authorization: Client-ID \(apiKey.value)", "Accept-Version: v1"]
    }

    var apiRequest: APIRequest {
        APIRequest(url: url, cacheKey: url, headers: headers, carriesSecret: true)
    }
}
