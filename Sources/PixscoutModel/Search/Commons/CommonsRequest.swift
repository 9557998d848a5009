import Foundation

/// One search of Wikimedia Commons' files through the Action API: the search generator over
/// the File namespace, with each file's URLs, size, type and licence metadata. A thread is a
/// search too: an author's name in the file pages' text, or `morelike:` a file.
public struct CommonsRequest: Sendable, Equatable {
    public static let defaultBaseURL = "https://commons.wikimedia.org/w/api.php"
    public static let pageSize = 50
    /// One of Wikimedia's standard thumbnail widths, so the thumbnail is already rendered.
    public static let rowThumbnailWidth = 250
    /// The file page's metadata Pixscout reads: its title, description, author and licence.
    static let metadataFields =
        "ObjectName|ImageDescription|Artist|Credit|Attribution|LicenseShortName|LicenseUrl|License"

    public let baseURL: String
    public let query: String
    /// The `continue` values of the previous answer, sent back as they came: where the batch
    /// goes on (`iicontinue`) or the next one starts (`gsroffset`). Empty for the first request.
    public let continuation: [String: String]
    public let filters: SearchFilters

    public init(
        baseURL: String = defaultBaseURL, query: String, continuation: [String: String] = [:],
        filters: SearchFilters = SearchFilters()
    ) {
        self.baseURL = baseURL
        self.query = query.trimmingCharacters(in: .whitespacesAndNewlines)
        self.continuation = continuation.filter { Self.isContinuationParameter($0.key) && $0.value.utf8.count <= 512 }
        self.filters = filters
    }

    /// `gsroffset`, where this request's results start.
    public var offset: Int {
        continuation["gsroffset"].flatMap(NetworkNumber.parse).map { Int(NetworkNumber.clamp($0,
            to: NetworkNumber.countRange)) } ?? 0
    }

    /// Only the search's and the image information's own continuation parameters go back: an
    /// answer cannot make Pixscout send `action=` or anything else of its choosing.
    static func isContinuationParameter(_ name: String) -> Bool {
        name == "continue" || name.hasPrefix("gsr") || name.hasPrefix("ii")
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
        // Commons takes only licences that allow commercial use and changes; Special:MediaSearch
        // asks for public-domain files with this keyword.
        var keywords = filters.use == .noCredit ? "\(fileType) haslicense:unrestricted" : fileType
        // CirrusSearch's file measures; whether `>` includes the number or not, one less is right.
        if let size = filters.requiredSize { keywords += " filew:>\(size.width - 1) fileh:>\(size.height - 1)" }
        let words = switch SearchThread(query: query) {
        // Commons has no author field: the name where the file's page names its author.
        case .author(let name): "insource:\"\(name)\""
        case .similar(.commons, let title): "morelike:\(title)"
        default: query
        }
        return words.isEmpty ? keywords : "\(words) \(keywords)"
    }

    /// The keywords Pixscout adds to every search, left out of a suggestion Commons makes.
    static func isAddedKeyword(_ word: Substring) -> Bool {
        ["filetype:", "haslicense:", "filew:", "fileh:"].contains { word.hasPrefix($0) }
    }

    private var parameters: [(name: String, value: String)] {
        var items: [(name: String, value: String)] = [
            ("action", "query"), ("format", "json"), ("formatversion", "2"),
            ("generator", "search"), ("gsrnamespace", "6"), ("gsrsearch", searchText),
            ("gsrlimit", String(Self.pageSize)),
            ("prop", "imageinfo"), ("iiprop", "url|size|mime|extmetadata"),
                ("iiurlwidth", String(Self.rowThumbnailWidth)),
            ("iiextmetadatafilter", Self.metadataFields),
        ]
        // Newest first as Special:MediaSearch sorts them; by relevance otherwise.
        if filters.order == .latest { items.append(("gsrsort", "create_timestamp_desc")) }
        let fixed = Set(items.map(\.name))
        items += continuation.filter { !fixed.contains($0.key) }.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
        return items
    }
}
