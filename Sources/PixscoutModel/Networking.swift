/// Fetches a URL. Runs off the main thread; cancelling the calling task ends the transfer.
public protocol Networking: Sendable {
    /// Returns the response for any HTTP status; throws ``NetworkError`` when none came.
    func get(_ url: String) async throws(NetworkError) -> HTTPResponse
}
