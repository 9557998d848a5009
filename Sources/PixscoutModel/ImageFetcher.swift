import Foundation

/// ``ImageFetching`` over any ``Networking``: an error status or an empty body is an error.
public final class ImageFetcher: ImageFetching {
    private let network: any Networking

    public init(network: any Networking) {
        self.network = network
    }

    public func fetchImage(at url: String, progress: (@Sendable (Int64, Int64) -> Void)?) async throws(NetworkError) -> Data {
        let response = try await network.get(url, progress: progress)
        if let error = response.error {
            throw error
        }
        guard !response.body.isEmpty else { throw .incorrectDataReturned }
        return response.body
    }
}
