import Foundation

/// A file name made from text a server chose (a Commons file name, an id), safe to create:
/// no leading dot or dash, no NUL, `%`, path separator, control, format or bidi-override
/// character, short enough for any Linux file system with room to spare, and ending in the
/// extension of what the bytes really are.
public enum SafeFileName {
    /// ext4's limit is 255 bytes; temporary names are made apart from the final one.
    public static let maxBytes = 200

    /// `stem` cleaned, its own extension replaced by `format`'s.
    public static func make(stem: String, format: ImageFormat) -> String {
        make(stem: stem, fileExtension: format.fileExtension)
    }

    static func make(stem: String, fileExtension: String) -> String {
        let decoded = stem.removingPercentEncoding ?? stem
        var cleaned = String(String.UnicodeScalarView(decoded.unicodeScalars.map { scalar -> Unicode.Scalar in
            switch scalar.properties.generalCategory {
            case .control, .format, .lineSeparator, .paragraphSeparator, .surrogate, .privateUse, .unassigned: "_"
            default: "/\\%:".unicodeScalars.contains(scalar) ? "_" : scalar
            }
        }))
        cleaned = withoutExtension(cleaned)
        cleaned = String(cleaned.drop { $0 == "." || $0 == "-" || $0 == "_" || $0.isWhitespace })
        while let last = cleaned.last, last == "." || last.isWhitespace { cleaned.removeLast() }
        let suffix = "." + fileExtension
        var base = cleaned.isEmpty ? "image" : cleaned
        while base.utf8.count + suffix.utf8.count > maxBytes, !base.isEmpty {
            base.removeLast()
        }
        return base + suffix
    }

    /// `name` without a final extension of up to ten letters or digits ("photo.svg" → "photo").
    private static func withoutExtension(_ name: String) -> String {
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return name }
        let ext = name[name.index(after: dot)...]
        guard (1...10).contains(ext.count),
            ext.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }) else { return name }
        return String(name[..<dot])
    }

    /// `path` ending in the extension of `format`: kept when it already does, else added in
    /// place of the wrong one.
    public static func path(_ path: URL, correctedFor format: ImageFormat) -> URL {
        if format.knownExtensions.contains(path.pathExtension.lowercased()) { return path }
        let name = make(stem: path.lastPathComponent, format: format)
        return path.deletingLastPathComponent().appendingPathComponent(name)
    }
}
