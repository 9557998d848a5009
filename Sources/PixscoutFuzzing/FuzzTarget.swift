import Foundation
import PixscoutModel

/// What a fuzzer feeds hostile bytes to: every way an answer from the network is read. Each
/// must return, whatever the bytes: throwing is fine, trapping is a bug.
public enum FuzzTarget: String, CaseIterable, Sendable {
    case pixabayAnswer = "pixabay-answer"
    case openverseAnswer = "openverse-answer"
    case commonsAnswer = "commons-answer"
    /// Response headers: rate limits, waits, statuses.
    case headers
    /// Downloaded bytes and the names made for them.
    case files

    private static let pixabayRequest = PixabayRequest(baseURL: "https://pixabay.com/api/", apiKey: nil, query: "q", page: 3)
    private static let openverseRequest = OpenverseRequest(query: "q", page: 2)

    public func run(_ data: Data) {
        switch self {
        case .pixabayAnswer:
            _ = try? PixabayProvider.page(fromAnswer: HTTPResponse(status: 200, body: data), of: Self.pixabayRequest, site: "https://pixabay.com/")
        case .openverseAnswer:
            _ = try? OpenverseProvider.page(fromAnswer: HTTPResponse(status: 200, body: data), of: Self.openverseRequest)
        case .commonsAnswer:
            let headers = ["retry-after": String(decoding: data.prefix(8), as: UTF8.self)]
            _ = try? CommonsProvider.images(inAnswer: HTTPResponse(status: 200, headers: headers, body: data))
        case .headers:
            let headers = Self.headers(in: data)
            let status = Int(data.first ?? 0) * 4
            _ = RateLimitHeaders(headers: headers, now: Date())
            _ = HTTPResponse(status: status, headers: headers).error?.message
        case .files:
            if let format = ImageFormat.of(data) {
                _ = format.isComplete(data)
                _ = SafeFileName.make(stem: String(decoding: data.prefix(512), as: UTF8.self), format: format)
            }
            _ = SafeFileName.make(stem: String(decoding: data, as: UTF8.self), format: .png)
        }
    }

    /// "Name: value" lines, names lower-cased, as Pixscout keeps headers.
    private static func headers(in data: Data) -> [String: String] {
        var headers: [String: String] = [:]
        for line in String(decoding: data, as: UTF8.self).split(whereSeparator: \.isNewline) {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        return headers
    }
}
