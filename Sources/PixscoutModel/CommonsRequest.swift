import Foundation

/// One search of Wikimedia Commons' files through the Action API: the search generator over
/// the File namespace, with each file's URLs, size, type and licence metadata.
public struct CommonsRequest: Sendable, Equatable {
    public static let defaultBaseURL = "https://commons.wikimedia.org/w/api.php"
    public static let pageSize = 50
    /// One of Wikimedia's standard thumbnail widths, so the thumbnail is already rendered.
    public static let rowThumbnailWidth = 250

    public let baseURL: String
    public let query: String
    /// `gsroffset`: where this page starts, from the previous page's `continue`.
    public let offset: Int
    public let filters: SearchFilters

    public init(baseURL: String = defaultBaseURL, query: String, offset: Int = 0, filters: SearchFilters = SearchFilters()) {
        self.baseURL = baseURL
        self.query = query.trimmingCharacters(in: .whitespacesAndNewlines)
        self.offset = max(0, offset)
        self.filters = filters
    }

    public var url: String {
        URLQuery.url(baseURL, parameters)
    }

    var apiRequest: APIRequest {
        APIRequest(url: url, cacheKey: url)
    }

    /// Still images only: photographs (`bitmap`), drawings, or both.
    private var searchText: String {
        let fileType = switch filters.imageType {
        case .photo: "filetype:bitmap"
        case .illustration, .vector: "filetype:drawing"
        case .all: "filetype:bitmap|drawing"
        }
        return query.isEmpty ? fileType : "\(query) \(fileType)"
    }

    private var parameters: [(name: String, value: String)] {
        var items: [(name: String, value: String)] = [
            ("action", "query"), ("format", "json"), ("formatversion", "2"),
            ("generator", "search"), ("gsrnamespace", "6"), ("gsrsearch", searchText),
            ("gsrlimit", String(Self.pageSize)),
            ("prop", "imageinfo"), ("iiprop", "url|size|mime|extmetadata"), ("iiurlwidth", String(Self.rowThumbnailWidth)),
            ("iiextmetadatafilter", "ObjectName|ImageDescription|Artist|Credit|Attribution|LicenseShortName|LicenseUrl|License"),
        ]
        if offset > 0 {
            items += [("gsroffset", String(offset)), ("continue", "gsroffset||")]
        }
        return items
    }
}
