import Foundation

/// Status, headers and body of an answered request, whatever the status.
public struct HTTPResponse: Sendable, Equatable {
    public let status: Int
    /// Header names are lower-cased.
    public let headers: [String: String]
    public let body: Data

    public init(status: Int, headers: [String: String] = [:], body: Data = Data()) {
        self.status = status
        self.headers = headers
        self.body = body
    }

    /// The error a server means by this status, or nil for success.
    public var error: NetworkError? {
        switch status {
        case 200..<300:
            return nil
        case 400 where isAboutTheAPIKey, 401, 403 where isAboutTheAPIKey:
            return .invalidAPIKey
        case 429:
            return .rateLimited(resetSeconds: RateLimitHeaders(headers: headers,
                now: Date()).waitSeconds.map { Int($0) })
        case 500...:
            return .serverError(status: status)
        default:
            return .requestRejected(status: status)
        }
    }

    private var isAboutTheAPIKey: Bool {
        String(decoding: body.prefix(512), as: UTF8.self).lowercased().contains("api key")
    }
}
