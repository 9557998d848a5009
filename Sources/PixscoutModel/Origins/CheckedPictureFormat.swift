import Foundation

/// What a picture in a checked document is, read from its first bytes: the formats the web
/// and office suites hold pictures in. Each is examined: its metadata read where the format has
/// it, its bytes digested, its look decoded (an SVG is drawn by no one here: its metadata and
/// digest are its evidence).
enum CheckedPictureFormat: Equatable {
    case jpeg, png, gif, webp, tiff, bmp, avif, heif, svg

    /// Bytes a sniff needs.
    static let sniffedBytes = 64

    static func of(_ head: Data) -> CheckedPictureFormat? {
        switch ImageFormat.of(head) {
        case .jpeg: return .jpeg
        case .png: return .png
        case .gif: return .gif
        case .webp: return .webp
        case .tiff: return .tiff
        case .svg: return .svg
        case .pdf, .djvu, nil: break
        }
        let bytes = PictureBytes(head.prefix(sniffedBytes))
        if bytes.slice(0, 2)?.elementsEqual("BM".utf8) == true,
            let header = bytes.littleEndian(14, count: 4), [12, 40, 52, 56, 64, 108, 124].contains(header) {
            return .bmp
        }
        // ISO base media: a `ftyp` box naming AVIF's or HEIF's brands, major or compatible.
        guard bytes.slice(4, 8)?.elementsEqual("ftyp".utf8) == true, let size = bytes.bigEndian(0, count: 4),
            size >= 16 else { return nil }
        let brands = stride(from: 8, to: min(size, sniffedBytes) - 3, by: 4).compactMap { at in
            bytes.slice(at, at + 4).map { String(decoding: $0, as: UTF8.self) }
        }
        if brands.contains(where: { $0 == "avif" || $0 == "avis" }) { return .avif }
        if brands.contains(where: { ["heic", "heix", "hevc", "hevx", "heim", "heis", "mif1", "msf1"].contains($0) }) {
            return .heif
        }
        return nil
    }

    /// Whether its look can be decoded (an SVG's cannot: only its bytes and metadata count).
    var hasLook: Bool { self != .svg }

    /// A zip container (a document, or an archive inside one).
    static func isZip(_ head: Data) -> Bool {
        head.starts(with: [0x50, 0x4B, 0x03, 0x04])
    }
}
