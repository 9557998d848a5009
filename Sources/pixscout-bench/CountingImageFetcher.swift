import Foundation
import PixscoutModel

/// Counts the bytes of every image fetched through it.
final class CountingImageFetcher: ImageFetching, @unchecked Sendable {
    private let fetcher: any ImageFetching
    private let lock = NSLock()
    private var total = 0

    init(_ fetcher: any ImageFetching) {
        self.fetcher = fetcher
    }

    var bytes: Int {
        lock.withLock { total }
    }

    func fetchImage(at url: String, maxBytes: Int,
        progress: (@Sendable (Int64, Int64) -> Void)?) async throws(NetworkError) -> Data {
        let data = try await fetcher.fetchImage(at: url, maxBytes: maxBytes, progress: progress)
        lock.withLock { total += data.count }
        return data
    }
}
