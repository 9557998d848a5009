import Foundation

/// Fetches the bytes of an image (a thumbnail, the pane's image, a large rendition).
public protocol ImageFetching: Sendable {
    /// The bytes at `url`, refused past `maxBytes`. `progress` hears (bytes received, bytes
    /// expected or 0) from any thread.
    func fetchImage(at url: String, maxBytes: Int,
        progress: (@Sendable (Int64, Int64) -> Void)?) async throws(NetworkError) -> Data
}

extension ImageFetching {
    public func fetchImage(at url: String, maxBytes: Int) async throws(NetworkError) -> Data {
        try await fetchImage(at: url, maxBytes: maxBytes, progress: nil)
    }
}
