import Foundation

/// One search request in Pixabay's format.
public struct PixabayRequest: Sendable, Equatable {
    public static let defaultBaseURL = "https://pixabay.com/api/"
    /// Pixabay's limits: `q` up to 100 characters, `per_page` from 3 to 200.
    static let maxQueryLength = 100
    static let perPageRange = 3...200

    public let baseURL: String
    public let apiKey: APIKey?
    public let query: String
    public let page: Int
    public let perPage: Int
    public let filters: SearchFilters

    public init(
        baseURL: String = defaultBaseURL, apiKey: APIKey?, query: String,
        page: Int = 1, perPage: Int = 50, filters: SearchFilters = SearchFilters()
    ) {
        self.baseURL = baseURL
        self.apiKey = apiKey
        self.query = String(query.trimmingCharacters(in: .whitespacesAndNewlines).prefix(Self.maxQueryLength))
        self.page = max(1, page)
        self.perPage = min(max(perPage, Self.perPageRange.lowerBound), Self.perPageRange.upperBound)
        self.filters = filters
    }

    /// The URL to fetch, key included: never log it without `redactingAPIKey()`.
    public var url: String {
        let key = apiKey.map { [("key", $0.value)] } ?? []
        return baseURL + separator + encode(key + parameters)
    }

    /// The request without the key: the same search under any key.
    public var cacheKey: String {
        baseURL + separator + encode(parameters)
    }

    private var separator: String {
        baseURL.contains("?") ? "&" : "?"
    }

    private var parameters: [(name: String, value: String)] {
        [("q", query), ("page", String(page)), ("per_page", String(perPage))] + filters.queryItems
    }

    private func encode(_ items: [(name: String, value: String)]) -> String {
        items.map { "\(Self.percentEncoded($0.name))=\(Self.percentEncoded($0.value))" }
            .joined(separator: "&")
    }

    /// Encodes all but RFC 3986's unreserved characters, so `&`, `+` and `=` survive in `q`.
    static func percentEncoded(_ text: String) -> String {
        var encoded = ""
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
                 UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
                 UInt8(ascii: "_"), UInt8(ascii: "~"):
                encoded.append(Character(UnicodeScalar(byte)))
            default:
                encoded += "%" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
            }
        }
        return encoded
    }
}

private extension String {
    func leftPadded(to length: Int) -> String {
        String(repeating: "0", count: max(0, length - count)) + self
    }
}
