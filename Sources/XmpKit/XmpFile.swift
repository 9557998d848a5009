import CXmp
import Glibc

/// XMP written into a picture's file through gexiv2 (`CXmp`, opened on first use): its pixels
/// and every byte outside the metadata stay as they were.
public enum XmpFile {
    public enum Kind: Sendable {
        case text, languageAlternative, orderedList, structureList
    }

    public struct Property: Sendable {
        public let tag: String
        public let value: String
        public let kind: Kind
        public let keepsExisting: Bool

        public init(tag: String, value: String, kind: Kind, keepsExisting: Bool) {
            self.tag = tag
            self.value = value
            self.kind = kind
            self.keepsExisting = keepsExisting
        }
    }

    public enum Outcome: Sendable, Equatable {
        case written
        /// The format holds no XMP (GIF).
        case unsupported
        /// gexiv2 is not installed.
        case unavailable
        case failed
    }

    /// Adds `properties` to the XMP of the file at `path`; what it says already stays.
    public static func write(_ properties: [Property], to path: String) -> Outcome {
        var strings: [UnsafeMutablePointer<CChar>?] = []
        defer { strings.forEach { free($0) } }
        let made = properties.map { property in
            let (tag, value) = (strdup(property.tag), strdup(property.value))
            strings += [tag, value]
            return PixscoutXmpProperty(tag: tag, value: value, kind: property.kind.c,
                keeps_existing: property.keepsExisting ? 1 : 0)
        }
        let result = made.withUnsafeBufferPointer { buffer in
            pixscout_xmp_write(path, buffer.baseAddress, Int32(buffer.count))
        }
        return switch result {
        case PIXSCOUT_XMP_OK: .written
        case PIXSCOUT_XMP_UNSUPPORTED: .unsupported
        case PIXSCOUT_XMP_UNAVAILABLE: .unavailable
        default: .failed
        }
    }

    /// An XMP sidecar's text with nothing in it yet, for `write` to fill.
    public static let emptySidecar = """
        <?xpacket begin="\u{FEFF}" id="W5M0MpCehiHzreSzNTczkc9d"?>
        <x:xmpmeta xmlns:x="adobe:ns:meta/">
         <rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"/>
        </x:xmpmeta>
        <?xpacket end="w"?>

        """
}

private extension XmpFile.Kind {
    var c: PixscoutXmpKind {
        switch self {
        case .text: PIXSCOUT_XMP_TEXT
        case .languageAlternative: PIXSCOUT_XMP_LANGUAGE_ALTERNATIVE
        case .orderedList: PIXSCOUT_XMP_ORDERED_LIST
        case .structureList: PIXSCOUT_XMP_STRUCTURE_LIST
        }
    }
}
