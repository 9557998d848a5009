import Foundation
import PixscoutModel
@testable import PixscoutViewModel

/// Writes `body` to the destination in two steps, reporting progress; "fail" URLs fail midway.
/// A URL with "png-bytes" in it turns out to hold a PNG: it is saved under ".png" whatever
/// the name asked. As the real one does, it replaces a file only when told to, else saves beside it.
final class StubImageDownloader: ImageDownloading, @unchecked Sendable {
    private let lock = NSLock()
    private var downloaded: [(String, URL)] = []
    private var placed: [String: String] = [:]
    let body = Data(repeating: 7, count: 1000)

    var downloads: [(url: String, destination: URL)] {
        lock.withLock { downloaded }
    }

    /// The URL each file was saved from, by the file's name.
    var savedFrom: [String: String] {
        lock.withLock { placed }
    }

    func download(_ url: String, to destination: URL, replacing: Bool, preparing: FilePreparing?,
        progress: @escaping @Sendable (Int64, Int64) -> Void)
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
        let corrected = url.contains("png-bytes") ? destination.deletingPathExtension().appendingPathExtension("png")
            : destination
        var final = corrected
        if !(replacing && corrected == destination) {
            let stem = corrected.deletingPathExtension().lastPathComponent
            var number = 2
            while FileManager.default.fileExists(atPath: final.path) {
                final = corrected.deletingLastPathComponent()
                    .appendingPathComponent("\(stem)-\(number).\(corrected.pathExtension)")
                number += 1
            }
        }
        let partial = final.deletingLastPathComponent().appendingPathComponent(".stub-\(UUID().uuidString).part")
        guard (try? body.write(to: partial)) != nil else {
            throw .cannotWrite(folder: destination.deletingLastPathComponent().path)
        }
        preparing?(partial)
        try? FileManager.default.removeItem(at: final)
        guard (try? FileManager.default.moveItem(at: partial, to: final)) != nil else {
            throw .cannotWrite(folder: destination.deletingLastPathComponent().path)
        }
        lock.withLock { placed[final.lastPathComponent] = url }
        return final
    }
}
