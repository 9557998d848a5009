import Foundation

/// Fetches the bytes of an image (a thumbnail, the pane's image, a large rendition).
public protocol ImageFetching: Sendable {
    /// `progress` hears (bytes received, bytes expected or 0) from any thread.
    func fetchImage(at url: String, progress: (@Sendable (Int64, Int64) -> Void)?) async throws(NetworkError) -> Data
}

extension ImageFetching {
    public func fetchImage(at url: String) async throws(NetworkError) -> Data {
        try await fetchImage(at: url, progress: nil)
    }
}
