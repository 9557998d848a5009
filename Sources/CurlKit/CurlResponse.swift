import Foundation

/// What a finished transfer received, whatever its HTTP status.
public struct CurlResponse: Sendable {
    public let status: Int
    /// Header names are lower-cased; of repeated headers the last one wins.
    public let headers: [String: String]
    public let body: Data
    /// Whether it came over HTTP/2 or later, where one connection carries many requests.
    public let multiplexes: Bool

    public init(status: Int, headers: [String: String], body: Data, multiplexes: Bool = false) {
        self.status = status
        self.headers = headers
        self.body = body
        self.multiplexes = multiplexes
    }
}
