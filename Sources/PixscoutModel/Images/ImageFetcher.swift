import Foundation

/// ``ImageFetching`` over any ``Networking``: an error status or an empty body is an error.
public final class ImageFetcher: ImageFetching {
    /// Thumbnails and the pane's image give up after this; larger pictures get longer.
    static let smallImageDeadlineSeconds = 20
    static let largeImageDeadlineSeconds = 120
    static let smallImageBytes = 8 * 1024 * 1024

    private let network: any Networking

    public init(network: any Networking) {
        self.network = network
    }

    public func fetchImage(at url: String, maxBytes: Int,
        progress: (@Sendable (Int64, Int64) -> Void)?) async throws(NetworkError) -> Data {
        let deadline = maxBytes <= Self.smallImageBytes
            ? Self.smallImageDeadlineSeconds : Self.largeImageDeadlineSeconds
        let response = try await network.get(NetworkRequest(
            url: url, maxBodyBytes: maxBytes, deadlineSeconds: deadline, progress: progress))
        if let error = response.error {
            throw error
        }
        guard !response.body.isEmpty else { throw .incorrectDataReturned }
        return response.body
    }
}
