import Foundation
import PixscoutModel
@testable import PixscoutViewModel

/// Serves image bytes (``stubImageBytes(_:)`` of the URL itself): "broken" URLs fail,
/// "slow" URLs wait until cancelled or let go (``letGo(_:)``), "html" URLs serve a web page.
final class StubImageFetcher: ImageFetching, @unchecked Sendable {
    private let lock = NSLock()
    private var fetched: [String] = []
    private let failing: Set<String>
    private let slow: Set<String>
    private var letGoURLs: Set<String> = []

    init(failing: Set<String> = [], slow: Set<String> = []) {
        self.failing = failing
        self.slow = slow
    }

    /// A slow URL's fetch ends now, with its bytes.
    func letGo(_ url: String) {
        lock.withLock { _ = letGoURLs.insert(url) }
    }

    var fetchedURLs: [String] {
        lock.withLock { fetched }
    }

    func fetchImage(at url: String, maxBytes: Int,
        progress: (@Sendable (Int64, Int64) -> Void)?) async throws(NetworkError) -> Data {
        lock.withLock { fetched.append(url) }
        if failing.contains(url) { throw .serverError(status: 500) }
        if slow.contains(url) {
            while !lock.withLock({ letGoURLs.contains(url) }) {
                guard !Task.isCancelled else { throw .cancelled }
                try? await Task.sleep(for: .milliseconds(5))
            }
        }
        let body = url.contains("html") ? Data("<!doctype html><title>Not found</title>".utf8) : stubImageBytes(url)
        progress?(Int64(body.count), Int64(body.count))
        return body
    }
}
