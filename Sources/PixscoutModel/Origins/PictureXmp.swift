import Foundation

/// Finds the XMP packet in a picture's bytes by walking its structure, never scanning the
/// pixels: JPEG's APP1 segments before the scan, PNG's `iTXt` chunk, WebP's `XMP ` chunk.
enum PictureXmp {
    /// The most an XMP packet may hold: a document's metadata is anybody's.
    static let maxPacketBytes = 1 << 20

    static func packet(in bytes: Data) -> String? {
        let data = bytes.startIndex == 0 ? bytes : Data(bytes)
        let packet: Data? = switch ImageFormat.of(data.prefix(64)) {
        case .jpeg: jpegPacket(data)
        case .png: pngPacket(data)
        case .webp: webpPacket(data)
        default: nil
        }
        return packet.flatMap { $0.count <= maxPacketBytes ? String(decoding: $0, as: UTF8.self) : nil }
    }

    private static func bigEndian(_ data: Data, _ at: Int, _ count: Int) -> Int {
        data[at..<(at + count)].reduce(0) { $0 << 8 | Int($1) }
    }

    private static func jpegPacket(_ data: Data) -> Data? {
        let header = Data("http://ns.adobe.com/xap/1.0/\u{0}".utf8)
        var at = 2
        while at + 4 <= data.count, data[at] == 0xFF {
            let marker = data[at + 1]
            // Fill bytes and markers without a length.
            if marker == 0xFF { at += 1; continue }
            if marker == 0xD8 || marker == 0x01 || (0xD0...0xD7).contains(marker) { at += 2; continue }
            // The scan starts: no metadata after it.
            if marker == 0xDA || marker == 0xD9 { return nil }
            let length = bigEndian(data, at + 2, 2)
            let start = at + 4, end = at + 2 + length
            guard length >= 2, end <= data.count else { return nil }
            if marker == 0xE1, data[start..<end].starts(with: header) { return data[(start + header.count)..<end] }
            at = end
        }
        return nil
    }

    private static func pngPacket(_ data: Data) -> Data? {
        let keyword = Data("XML:com.adobe.xmp\u{0}".utf8)
        var at = 8
        while at + 12 <= data.count {
            let length = bigEndian(data, at, 4)
            let type = String(decoding: data[(at + 4)..<(at + 8)], as: UTF8.self)
            let start = at + 8
            guard length >= 0, length <= data.count - start - 4 else { return nil }
            let end = start + length
            // iTXt: keyword, compression flag (0: plain), method, language\0, translated keyword\0, text.
            if type == "iTXt", data[start..<end].starts(with: keyword), start + keyword.count < end,
                data[start + keyword.count] == 0 {
                var text = start + keyword.count + 2
                for _ in 0..<2 {
                    guard let zero = data[text..<end].firstIndex(of: 0) else { return nil }
                    text = zero + 1
                }
                return data[text..<end]
            }
            if type == "IEND" { return nil }
            at = end + 4
        }
        return nil
    }

    private static func webpPacket(_ data: Data) -> Data? {
        var at = 12
        while at + 8 <= data.count {
            let type = String(decoding: data[at..<(at + 4)], as: UTF8.self)
            let length = data[(at + 4)..<(at + 8)].reversed().reduce(0) { $0 << 8 | Int($1) }
            let start = at + 8
            guard length <= data.count - start else { return nil }
            if type == "XMP " { return data[start..<(start + length)] }
            at = start + length + (length & 1)
        }
        return nil
    }
}
