import Foundation

/// Thumbnails on disk (`$XDG_CACHE_HOME/pixscout/previews`), in a ``CacheFolder`` bounded in
/// size. Each file carries its URL, length and checksum, so a truncated or corrupt file is a
/// miss, never a wrong image.
public final class ImageCache: Sendable {
    public static let defaultLimitBytes = 200 * 1024 * 1024
    /// No thumbnail Pixscout keeps is larger.
    static let maxFileBytes = 64 * 1024 * 1024

    private let folder: CacheFolder

    public init(folder: CacheFolder) {
        self.folder = folder
    }

    public func image(for url: String) -> Data? {
        let name = PrivateFile.name(for: url)
        guard let stored = folder.read(name, maxBytes: Self.maxFileBytes) else { return nil }
        guard let data = Self.unwrap(stored, url: url) else {
            folder.remove(name)
            return nil
        }
        return data
    }

    public func store(_ data: Data, for url: String) {
        // A cache that cannot be written only costs a request later.
        folder.writeLater(Self.wrap(data, url: url), named: PrivateFile.name(for: url))
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
