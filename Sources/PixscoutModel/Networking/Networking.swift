/// Fetches a URL. Runs off the main thread; cancelling the calling task ends the transfer.
public protocol Networking: Sendable {
    /// Returns the response for any HTTP status; throws ``NetworkError`` when none came.
    func get(_ request: NetworkRequest) async throws(NetworkError) -> HTTPResponse
}

extension Networking {
    /// A GET with the default limits.
    public func get(_ url: String,
        progress: (@Sendable (Int64, Int64) -> Void)? = nil) async throws(NetworkError) -> HTTPResponse {
        try await get(NetworkRequest(url: url, progress: progress))
    }
}
