import Foundation

/// ``ImageFetching`` that answers from an ``ImageCache`` first and fills it.
public final class CachingImageFetcher: ImageFetching {
    private let fetcher: any ImageFetching
    private let cache: ImageCache

    public init(fetcher: any ImageFetching, cache: ImageCache) {
        self.fetcher = fetcher
        self.cache = cache
    }

    public func fetchImage(at url: String, maxBytes: Int,
        progress: (@Sendable (Int64, Int64) -> Void)?) async throws(NetworkError) -> Data {
        if let cached = cache.image(for: url), cached.count <= maxBytes {
            progress?(Int64(cached.count), Int64(cached.count))
            return cached
        }
        let data = try await fetcher.fetchImage(at: url, maxBytes: maxBytes, progress: progress)
        cache.store(data, for: url)
        return data
    }
}
