import Foundation

/// What a file's bytes are, read from the bytes themselves, never from a name or a header a
/// server chose. Pixscout shows JPEG, PNG, GIF and WebP; saved originals may also be TIFF,
/// SVG, PDF or DjVu (Commons keeps such files).
public enum ImageFormat: String, Sendable, CaseIterable {
    case jpeg, png, gif, webp, tiff, svg, pdf, djvu

    /// The formats the app decodes and draws.
    public static let displayable: Set<ImageFormat> = [.jpeg, .png, .gif, .webp]

    /// The extension a file of this format carries.
    public var fileExtension: String {
        switch self {
        case .jpeg: "jpg"
        case .png: "png"
        case .gif: "gif"
        case .webp: "webp"
        case .tiff: "tif"
        case .svg: "svg"
        case .pdf: "pdf"
        case .djvu: "djvu"
        }
    }

    /// Extensions a person may have typed for this format.
    public var knownExtensions: Set<String> {
        switch self {
        case .jpeg: ["jpg", "jpeg", "jpe"]
        case .tiff: ["tif", "tiff"]
        default: [fileExtension]
        }
    }

    public var isDisplayable: Bool {
        Self.displayable.contains(self)
    }

    /// The format of the regular file at `path` (never read through a link), or nil.
    public static func ofFile(atPath path: String) -> ImageFormat? {
        SafeFile.head(path, count: 4096).flatMap(of)
    }

    /// The format of `data`, or nil when it is none of these (HTML, a script, anything else).
    public static func of(_ data: Data) -> ImageFormat? {
        let head = [UInt8](data.prefix(64))
        func starts(_ bytes: [UInt8], at offset: Int = 0) -> Bool {
            head.count >= offset + bytes.count && Array(head[offset..<(offset + bytes.count)]) == bytes
        }
        if starts([0xFF, 0xD8, 0xFF]) { return .jpeg }
        if starts([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return .png }
        if starts(Array("GIF87a".utf8)) || starts(Array("GIF89a".utf8)) { return .gif }
        if starts(Array("RIFF".utf8)), starts(Array("WEBP".utf8), at: 8) { return .webp }
        if starts([0x49, 0x49, 0x2A, 0x00]) || starts([0x4D, 0x4D, 0x00, 0x2A]) { return .tiff }
        if starts(Array("%PDF-".utf8)) { return .pdf }
        if starts(Array("AT&TFORM".utf8)) { return .djvu }
        if isSVG(data) { return .svg }
        return nil
    }

    /// An XML document whose root element is `svg`: nothing but a prolog, comments and a
    /// doctype before it.
    private static func isSVG(_ data: Data) -> Bool {
        let text = String(decoding: data.prefix(4096), as: UTF8.self).drop { $0 == "\u{FEFF}" || $0.isWhitespace }
        guard text.hasPrefix("<") else { return false }
        guard let root = text.firstRange(of: /<(?![?!])/) else { return false }
        return text[root.upperBound...].lowercased().hasPrefix("svg")
    }

    /// Where the first scan of the main image starts, found by walking the marker segments
    /// (an embedded Exif thumbnail has scans of its own, inside its segment).
    private static func jpegScanStart(_ bytes: [UInt8]) -> Int? {
        var position = 2
        while position + 3 < bytes.count {
            guard bytes[position] == 0xFF else { return nil }
            let marker = bytes[position + 1]
            switch marker {
            case 0xFF:
                position += 1
            case 0xDA:
                return position
            case 0x01, 0xD0...0xD7:
                position += 2
            default:
                position += 2 + (Int(bytes[position + 2]) << 8 | Int(bytes[position + 3]))
            }
        }
        return nil
    }

    /// Whether `data` holds the whole file: the end marker a format has is there. gdk-pixbuf
    /// draws a truncated JPEG or PNG without a word, grey where the bytes stopped.
    public func isComplete(_ data: Data) -> Bool {
        switch self {
        case .jpeg:
            // The end-of-image marker after the image's first scan; scan data never holds FF D9.
            let bytes = [UInt8](data)
            guard let scan = Self.jpegScanStart(bytes) else { return false }
            return Self.contains([0xFF, 0xD9], in: bytes, from: scan)
        case .png:
            return Self.contains(Array("IEND".utf8) + [0xAE, 0x42, 0x60, 0x82], in: [UInt8](data), from: 0)
        case .gif:
            return data.last(where: { $0 != 0 }) == 0x3B
        case .webp:
            guard data.count >= 12 else { return false }
            let size = data.dropFirst(4).prefix(4).enumerated().reduce(0) { $0 | Int($1.element) << (8 * $1.offset) }
            return data.count >= size + 8
        case .tiff, .svg, .pdf, .djvu:
            return true
        }
    }

    /// Whether `marker` is in `bytes` from `start` on, looked for from the end, where a file's
    /// end marker is. (Data's own search goes a byte at a time through its storage: it was
    /// most of what checking a thumbnail cost.)
    private static func contains(_ marker: [UInt8], in bytes: [UInt8], from start: Int) -> Bool {
        guard let first = marker.first, start >= 0, bytes.count - start >= marker.count else { return false }
        for index in stride(from: bytes.count - marker.count, through: start, by: -1)
        where bytes[index] == first && bytes[index..<(index + marker.count)].elementsEqual(marker) {
            return true
        }
        return false
    }
}
