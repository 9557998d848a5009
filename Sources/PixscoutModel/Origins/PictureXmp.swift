import Foundation

/// Finds the XMP packet in a picture's bytes by walking its structure, never scanning the
/// pixels: JPEG's APP1 segments before the scan, PNG's `iTXt` chunk, WebP's `XMP ` chunk, TIFF's
/// tag 700 in its first directory, GIF's `XMP DataXMP` application extension; an SVG is its own
/// packet (its RDF is in its `metadata`). Every offset is checked before it is read.
enum PictureXmp {
    /// The most an SVG may hold to be read for its metadata.
    static let maxSVGBytes = 16 << 20

    enum Walk: Equatable {
        case found(Data)
        /// The picture's structure says it holds none.
        case none
        /// The bytes end before the structure does: the packet may lie further on.
        case cutShort
    }

    /// The packet in `head`, the picture's first bytes, or in its `whole` bytes when the head
    /// ends before the packet could be found (`whole` is asked only then).
    static func packet(in head: Data, whole: () -> Data?) -> Data? {
        switch walk(head) {
        case .found(let packet): return packet
        case .none: return nil
        case .cutShort:
            guard let bytes = whole(), bytes.count > head.count, case .found(let packet) = walk(bytes) else {
                return nil
            }
            return packet
        }
    }

    static func walk(_ bytes: Data) -> Walk {
        let data = PictureBytes(bytes)
        let walk: Walk = switch ImageFormat.of(bytes.prefix(64)) {
        case .jpeg: jpeg(data)
        case .png: png(data)
        case .webp: webp(data)
        case .tiff: tiff(data)
        case .gif: gif(data)
        case .svg: bytes.count <= maxSVGBytes ? .found(bytes) : .none
        default: .none
        }
        if case .found(let packet) = walk, packet.count > XmpProperties.maxPacketBytes, ImageFormat.of(bytes) != .svg {
            return .none
        }
        return walk
    }

    private static func jpeg(_ data: PictureBytes) -> Walk {
        let header = Data("http://ns.adobe.com/xap/1.0/\u{0}".utf8)
        var at = 2
        while let first = data.byte(at), let marker = data.byte(at + 1) {
            guard first == 0xFF else { return .none }
            // Fill bytes and markers without a length.
            if marker == 0xFF { at += 1; continue }
            if marker == 0xD8 || marker == 0x01 || (0xD0...0xD7).contains(marker) { at += 2; continue }
            // The scan starts: no metadata after it.
            if marker == 0xDA || marker == 0xD9 { return .none }
            guard let length = data.bigEndian(at + 2, count: 2) else { return .cutShort }
            guard length >= 2 else { return .none }
            let (start, end) = (at + 4, at + 2 + length)
            guard let segment = data.slice(start, end) else { return .cutShort }
            if marker == 0xE1, segment.starts(with: header) { return .found(Data(segment.dropFirst(header.count))) }
            at = end
        }
        return .cutShort
    }

    private static func png(_ data: PictureBytes) -> Walk {
        let keyword = Data("XML:com.adobe.xmp\u{0}".utf8)
        var at = 8
        while let length = data.bigEndian(at, count: 4), let type = data.slice(at + 4, at + 8) {
            let start = at + 8
            guard let body = data.slice(start, start + length) else { return .cutShort }
            if type.elementsEqual("IEND".utf8) { return .none }
            // iTXt: keyword\0, compression flag (0: plain), method, language\0, translated keyword\0, text.
            if type.elementsEqual("iTXt".utf8), body.starts(with: keyword) {
                var rest = body.dropFirst(keyword.count)
                guard rest.count >= 2, rest.first == 0 else { return .none }
                rest = rest.dropFirst(2)
                for _ in 0..<2 {
                    guard let zero = rest.firstIndex(of: 0) else { return .none }
                    rest = rest[rest.index(after: zero)...]
                }
                return .found(Data(rest))
            }
            at = start + length + 4
        }
        return .cutShort
    }

    private static func webp(_ data: PictureBytes) -> Walk {
        var at = 12
        while let type = data.slice(at, at + 4), let length = data.littleEndian(at + 4, count: 4) {
            let start = at + 8
            guard let body = data.slice(start, start + length) else { return .cutShort }
            if type.elementsEqual("XMP ".utf8) { return .found(Data(body)) }
            at = start + length + (length & 1)
        }
        return .cutShort
    }

    /// Tag 700 (XMLPacket) of the first image file directory.
    private static func tiff(_ data: PictureBytes) -> Walk {
        let big = data.byte(0) == 0x4D
        func number(_ at: Int, _ count: Int) -> Int? {
            big ? data.bigEndian(at, count: count) : data.littleEndian(at, count: count)
        }
        guard let directory = number(4, 4), let entries = number(directory, 2) else { return .cutShort }
        for entry in 0..<entries {
            let at = directory + 2 + entry * 12
            guard let tag = number(at, 2), let count = number(at + 4, 4) else { return .cutShort }
            guard tag == 700 else { continue }
            let start = count <= 4 ? at + 8 : number(at + 8, 4)
            guard let start else { return .cutShort }
            guard let packet = data.slice(start, start + count) else { return .cutShort }
            return .found(Data(packet))
        }
        return .none
    }

    /// The `XMP DataXMP` application extension: the packet's bytes as they are, up to the
    /// "magic trailer" that keeps GIF's sub-blocks whole (it starts with 0x01).
    private static func gif(_ data: PictureBytes) -> Walk {
        guard let flags = data.byte(10) else { return .cutShort }
        var at = 13 + (flags & 0x80 != 0 ? 3 << (Int(flags & 0x07) + 1) : 0)
        func skipSubBlocks() -> Bool {
            while let size = data.byte(at) {
                at += 1 + Int(size)
                if size == 0 { return true }
            }
            return false
        }
        while let introducer = data.byte(at) {
            switch introducer {
            case 0x21:
                guard let label = data.byte(at + 1) else { return .cutShort }
                if label == 0xFF, let identifier = data.slice(at + 3, at + 14),
                    identifier.elementsEqual("XMP DataXMP".utf8) {
                    let start = at + 14
                    guard let end = data.firstIndex(from: start, where: { $0 <= 1 }) else { return .cutShort }
                    return data.slice(start, end).map { .found(Data($0)) } ?? .cutShort
                }
                at += 2
                guard skipSubBlocks() else { return .cutShort }
            case 0x2C:
                guard let localFlags = data.byte(at + 9) else { return .cutShort }
                at += 10 + (localFlags & 0x80 != 0 ? 3 << (Int(localFlags & 0x07) + 1) : 0) + 1
                guard skipSubBlocks() else { return .cutShort }
            default:
                return .none
            }
        }
        return .cutShort
    }
}
