import Foundation

/// One search request in Pexels' format (`GET /v1/search`), the key in its header.
public struct PexelsRequest: Sendable, Equatable {
    public static let defaultBaseURL = "https://api.pexels.com/v1/search"
    /// Pexels answers at most 80 photos a page; 40 keeps each page quick to show.
    public static let maxPerPage = 80
    public static let defaultPerPage = 40
    static let colorNames: [SearchFilters.Color: String] = [.lilac: "violet"]
    static let colors: Set<SearchFilters.Color> = [
        .red, .orange, .yellow, .green, .turquoise, .blue, .lilac, .pink, .brown, .black, .gray, .white,
    ]

    public let baseURL: String
    public let apiKey: APIKey
    public let query: String
    public let page: Int
    public let perPage: Int
    public let filters: SearchFilters

    public init(
        baseURL: String = defaultBaseURL, apiKey: APIKey, query: String, page: Int = 1,
        perPage: Int = defaultPerPage, filters: SearchFilters = SearchFilters()
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
        if let orientation = filters.photoOrientation { items.append(("orientation", orientation)) }
        if let size = sizeClass { items.append(("size", size)) }
        if let color = filters.photoColor(renaming: Self.colorNames, offered: Self.colors) {
            items.append(("color", color))
        }
        return URLQuery.url(baseURL, items)
    }

    /// Pexels' size classes are at least 24, 12 or 4 megapixels: the largest one that every
    /// image of the size asked for is in (each result's own size is checked too).
    private var sizeClass: String? {
        guard let required = filters.requiredSize else { return nil }
        let pixels = required.width * required.height
        return pixels >= 24_000_000 ? "large" : pixels >= 12_000_000 ? "medium" : pixels >= 4_000_000 ? "small" : nil
    }

    public var headers: [String] {
        ["Authorization: \(apiKey.value)"]
    }

    var apiRequest: APIRequest {
        APIRequest(url: url, cacheKey: url, headers: headers, carriesSecret: true)
    }
}
