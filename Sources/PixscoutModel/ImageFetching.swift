import Foundation

/// Fetches the bytes of an image (a preview, a webformat image).
public protocol ImageFetching: Sendable {
    func fetchImage(at url: String) async throws(NetworkError) -> Data
}
