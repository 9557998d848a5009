import Foundation

/// Thumbnails on disk (`$XDG_CACHE_HOME/pixscout/previews`), bounded in size: when over the
/// limit, the least recently used files go. Each file carries its URL, length and checksum, so
/// a truncated or corrupt file is a miss, never a wrong image.
public final class ImageCache: @unchecked Sendable {
    public static let defaultLimitBytes = 200 * 1024 * 1024

    private let directory: URL
    private let limitBytes: Int
    private let lock = NSLock()
    private var totalBytes: Int?

    public init(directory: URL, limitBytes: Int = defaultLimitBytes) {
        self.directory = directory
        self.limitBytes = limitBytes
    }

    public func image(for url: String) -> Data? {
        let file = file(for: url)
        guard let stored = FileManager.default.contents(atPath: file.path) else { return nil }
        guard let data = Self.unwrap(stored, url: url) else {
            try? FileManager.default.removeItem(at: file)
            return nil
        }
        // The modification date records the last use, for least-recently-used eviction.
        try? FileManager.default.setAttributes([.modificationDate: Date()], ofItemAtPath: file.path)
        return data
    }

    public func store(_ data: Data, for url: String) {
        let wrapped = Self.wrap(data, url: url)
        guard (try? PrivateFile.write(wrapped, to: file(for: url))) != nil else { return }
        let total = lock.withLock { () -> Int in
            let total = (totalBytes ?? measure()) + wrapped.count
            totalBytes = total
            return total
        }
        if total > limitBytes {
            evict()
        }
    }

    private func measure() -> Int {
        files().reduce(0) { $0 + $1.size }
    }

    /// Removes the least recently used files until the cache is at 90% of its limit.
    private func evict() {
        lock.withLock {
            var total = measure()
            for file in files().sorted(by: { $0.used < $1.used }) where total > limitBytes * 9 / 10 {
                try? FileManager.default.removeItem(at: file.url)
                total -= file.size
            }
            totalBytes = total
        }
    }

    private func files() -> [(url: URL, size: Int, used: Date)] {
        let keys: [URLResourceKey] = [.fileSizeKey, .contentModificationDateKey]
        let urls = (try? FileManager.default.contentsOfDirectory(at: directory, includingPropertiesForKeys: keys)) ?? []
        return urls.compactMap { url in
            guard let values = try? url.resourceValues(forKeys: Set(keys)) else { return nil }
            return (url, values.fileSize ?? 0, values.contentModificationDate ?? .distantPast)
        }
    }

    private func file(for url: String) -> URL {
        directory.appendingPathComponent(PrivateFile.name(for: url))
    }

    // A header line "URL\nLENGTH CHECKSUM\n", then the bytes.
    static func wrap(_ data: Data, url: String) -> Data {
        Data("\(url)\n\(data.count) \(PrivateFile.checksum(data))\n".utf8) + data
    }

    static func unwrap(_ stored: Data, url: String) -> Data? {
        let newline = UInt8(ascii: "\n")
        guard let first = stored.firstIndex(of: newline),
              let second = stored[(first + 1)...].firstIndex(of: newline),
              String(decoding: stored[..<first], as: UTF8.self) == url
        else { return nil }
        let header = String(decoding: stored[(first + 1)..<second], as: UTF8.self).split(separator: " ")
        let data = Data(stored[(second + 1)...])
        guard header.count == 2, Int(header[0]) == data.count,
              header[1] == PrivateFile.checksum(data)
        else { return nil }
        return data
    }
}
