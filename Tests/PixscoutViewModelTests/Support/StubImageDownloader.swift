import Foundation
import PixscoutModel
@testable import PixscoutViewModel

/// Writes `body` to the destination in two steps, reporting progress; "fail" URLs fail midway.
final class StubImageDownloader: ImageDownloading, @unchecked Sendable {
    private let lock = NSLock()
    private var downloaded: [(String, URL)] = []
    let body = Data(repeating: 7, count: 1000)

    var downloads: [(url: String, destination: URL)] {
        lock.withLock { downloaded }
    }

    func download(_ url: String, to destination: URL, progress: @escaping @Sendable (Int64, Int64) -> Void)
        async throws(DownloadError) -> URL
    {
        lock.withLock { downloaded.append((url, destination)) }
        progress(500, 1000)
        if url.contains("slow") {
            while !Task.isCancelled {
                try? await Task.sleep(for: .milliseconds(5))
            }
            throw .cancelled
        }
        if url.contains("fail") { throw .network(.connectionLost) }
        progress(1000, 1000)
        guard (try? body.write(to: destination)) != nil else {
            throw .cannotWrite(folder: destination.deletingLastPathComponent().path)
        }
        return destination
    }
}
