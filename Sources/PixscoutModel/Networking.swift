/// Fetches a URL. Runs off the main thread; cancelling the calling task ends the transfer.
public protocol Networking: Sendable {
    /// Returns the response for any HTTP status; throws ``NetworkError`` when none came.
    /// `progress` hears (bytes received, bytes expected or 0) from any thread.
    func get(_ url: String, progress: (@Sendable (Int64, Int64) -> Void)?) async throws(NetworkError) -> HTTPResponse
}

extension Networking {
    public func get(_ url: String) async throws(NetworkError) -> HTTPResponse {
        try await get(url, progress: nil)
    }
}
