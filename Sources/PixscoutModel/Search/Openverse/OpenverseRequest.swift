import Foundation

/// One search request in Openverse's format (`GET /v1/images/`), within anonymous limits; a
/// thread asks by creator or source, or for an image's related ones (`GET /v1/images/ID/related/`).
public struct OpenverseRequest: Sendable, Equatable {
    public static let defaultBaseURL = "https://api.openverse.org/v1/images/"
    /// Anonymous clients may ask for 20 results a page, and for the first 20 pages.
    public static let maxPageSize = 20
    public static let maxPages = 20

    public let baseURL: String
    public let query: String
    public let page: Int
    public let filters: SearchFilters
    public let thread: SearchThread?

    public init(baseURL: String = defaultBaseURL, query: String, page: Int = 1,
        filters: SearchFilters = SearchFilters()) {
        self.baseURL = baseURL
        self.query = query.trimmingCharacters(in: .whitespacesAndNewlines)
        self.page = min(max(1, page), Self.maxPages)
        self.filters = filters
        thread = SearchThread(query: query)
    }

    public var url: String {
        if case .similar(_, let id) = thread {
            // An id is a UUID: nothing else goes into the path.
            return baseURL + id.filter { $0.isHexDigit || $0 == "-" } + "/related/"
        }
        return URLQuery.url(baseURL, parameters)
    }

    /// Related images come as one page.
    var isPaged: Bool {
        thread?.kind != .similar
    }

    var apiRequest: APIRequest {
        APIRequest(url: url, cacheKey: url)
    }

    private var parameters: [(name: String, value: String)] {
        var items: [(name: String, value: String)] = switch thread {
        case .author(let name): [("creator", name)]
        case .source(let code): [("source", code)]
        case .similar, nil: [("q", query)]
        }
        items += [("page", String(page)), ("page_size", String(Self.maxPageSize))]
        switch filters.imageType {
        case .photo: items.append(("category", "photograph"))
        case .illustration, .vector: items.append(("category", "illustration"))
        case .all: break
        }
        switch (filters.shape, filters.orientation) {
        case (.wide, _), (.standard, _), (.any, .horizontal): items.append(("aspect_ratio", "wide"))
        case (.portrait, _), (.any, .vertical): items.append(("aspect_ratio", "tall"))
        case (.square, _): items.append(("aspect_ratio", "square"))
        case (.any, .all): break
        }
        // Openverse's largest size class; the pixels asked for are checked on each result.
        if filters.requiredSize != nil { items.append(("size", "large")) }
        switch filters.use {
        case .commercial: items.append(("license_type", "commercial"))
        case .modification: items.append(("license_type", "modification"))
        case .noCredit: items.append(("license", "cc0,pdm"))
        case .any: break
        }
        // Openverse leaves out mature content unless asked.
        if !filters.safeSearch { items.append(("mature", "true")) }
        return items
    }
}
