import Foundation

/// Small real pictures (2 by 2 red pixels) carrying an XMP packet where each format keeps it,
/// as Exiv2 and exiftool write it: JPEG's APP1, PNG's `iTXt`, WebP's `XMP ` chunk, TIFF's tag 700,
/// GIF's `XMP DataXMP` extension, an SVG's `metadata`. The packet's bytes go in as they are.
public enum XmpPictures {
    public enum Format: String, CaseIterable, Sendable {
        case jpeg = "jpg", png, webp, tiff = "tif", gif, svg
    }

    public static func picture(_ format: Format, packet: String) -> Data {
        let xmp = Data(packet.utf8)
        switch format {
        case .jpeg: return jpeg(xmp)
        case .png: return png(xmp)
        case .webp: return webp(xmp)
        case .tiff: return tiff(xmp)
        case .gif: return gif(xmp)
        case .svg: return svg(packet)
        }
    }

    /// A packet with `body` inside one `rdf:Description` about the picture, the usual
    /// namespaces bound to their usual prefixes on `x:xmpmeta`.
    public static func packet(_ body: String, descriptionAttributes: String = "") -> String {
        """
        <?xpacket begin="\u{FEFF}" id="W5M0MpCehiHzreSzNTczkc9d"?>
        <x:xmpmeta xmlns:x="adobe:ns:meta/">
        <rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">
        <rdf:Description rdf:about="" xmlns:cc="http://creativecommons.org/ns#"
          xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:xmpRights="http://ns.adobe.com/xap/1.0/rights/"
          xmlns:photoshop="http://ns.adobe.com/photoshop/1.0/" \(descriptionAttributes)>
        \(body)
        </rdf:Description>
        </rdf:RDF>
        </x:xmpmeta>
        <?xpacket end="w"?>
        """
    }

    private static let redJPEG = Data(base64Encoded: """
        /9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAMCAgICAgMCAgIDAwMDBAYEBAQEBAgGBgUGCQgKCgkICQkKDA8MCgsOCwkJDRENDg8QEBEQCgwS\
        ExIQEw8QEBD/2wBDAQMDAwQDBAgEBAgQCwkLEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBD/wAAR\
        CAACAAIDAREAAhEBAxEB/8QAFAABAAAAAAAAAAAAAAAAAAAACP/EABQQAQAAAAAAAAAAAAAAAAAAAAD/xAAVAQEBAAAAAAAAAAAAAAAAAAAH\
        Cf/EABQRAQAAAAAAAAAAAAAAAAAAAAD/2gAMAwEAAhEDEQA/ADoDFU3/2Q==
        """)!
    private static let redPNG = Data(base64Encoded: "iVBORw0KGgoAAAANSUhEUgAAAAIAAAACAQMAAABIeJ9nAAAAA1BMVEX/AAAZ4gk3"
        + "AAAADElEQVQI12NgYGAAAAAEAAEnNCcKAAAAAElFTkSuQmCC")!
    private static let redGIF = Data(base64Encoded: "R0lGODlhAgACAPAAAP8AAAAAACH5BAAAAAAALAAAAAACAAIAAAIChFEAOw==")!
    private static let redWebP = Data(base64Encoded: "UklGRhwAAABXRUJQVlA4TA8AAAAvAUAAAAcQ/Y/+ByKi/wEA")!

    private static func jpeg(_ xmp: Data) -> Data {
        let segment = Data("http://ns.adobe.com/xap/1.0/\u{0}".utf8) + xmp
        let length = segment.count + 2
        return redJPEG.prefix(2) + Data([0xFF, 0xE1, UInt8(length >> 8), UInt8(length & 0xFF)]) + segment
            + redJPEG.dropFirst(2)
    }

    private static func png(_ xmp: Data) -> Data {
        // The signature and IHDR (8 + 25 bytes), then the packet's chunk.
        let text = Data("XML:com.adobe.xmp".utf8) + Data([0, 0, 0, 0, 0]) + xmp
        return redPNG.prefix(33) + chunk("iTXt", text) + redPNG.dropFirst(33)
    }

    /// A PNG chunk: its length, type, data and CRC-32.
    public static func chunk(_ type: String, _ data: Data) -> Data {
        let body = Data(type.utf8) + data
        return bigEndian(UInt32(data.count)) + body + bigEndian(crc32(body))
    }

    private static func webp(_ xmp: Data) -> Data {
        var chunks = redWebP.dropFirst(12)
        let padding = xmp.count.isMultiple(of: 2) ? Data() : Data([0])
        chunks.append(Data("XMP ".utf8) + littleEndian(UInt32(xmp.count)) + xmp + padding)
        return Data("RIFF".utf8) + littleEndian(UInt32(chunks.count + 4)) + Data("WEBP".utf8) + chunks
    }

    /// A 2-by-2 RGB TIFF, little-endian, its packet in tag 700 of its only directory.
    private static func tiff(_ xmp: Data) -> Data {
        let pixels = Data([255, 0, 0, 255, 0, 0, 255, 0, 0, 255, 0, 0])
        let count = 10
        let bitsAt = 8 + 2 + count * 12 + 4
        let pixelsAt = bitsAt + 6, xmpAt = pixelsAt + pixels.count
        func short(_ value: Int) -> Data { littleEndian(UInt16(value)) + Data([0, 0]) }
        func long(_ value: Int) -> Data { littleEndian(UInt32(value)) }
        // By tag, as TIFF asks: (tag, type: 1 byte, 3 short, 4 long; count; value or offset).
        let entries: [(Int, Int, Int, Data)] = [
            (256, 3, 1, short(2)), (257, 3, 1, short(2)), (258, 3, 3, long(bitsAt)), (259, 3, 1, short(1)),
            (262, 3, 1, short(2)), (273, 4, 1, long(pixelsAt)), (277, 3, 1, short(3)), (278, 3, 1, short(2)),
            (279, 4, 1, long(pixels.count)), (700, 1, xmp.count, long(xmpAt)),
        ]
        var data = Data("II".utf8) + littleEndian(UInt16(42)) + long(8) + littleEndian(UInt16(count))
        for (tag, type, values, value) in entries {
            data += littleEndian(UInt16(tag)) + littleEndian(UInt16(type)) + long(values) + value
        }
        data += long(0)
        data += littleEndian(UInt16(8)) + littleEndian(UInt16(8)) + littleEndian(UInt16(8)) + pixels + xmp
        return data
    }

    /// GIF's XMP extension: the packet as it is, then the 258-byte "magic trailer" that makes
    /// its bytes read as sub-blocks.
    private static func gif(_ xmp: Data) -> Data {
        let trailer = Data([0x01] + (0...255).reversed().map { UInt8($0) } + [0x00])
        let extensionBlock = Data([0x21, 0xFF, 0x0B]) + Data("XMP DataXMP".utf8) + xmp + trailer
        // Header, screen descriptor and its two-colour table: 6 + 7 + 6 bytes.
        return redGIF.prefix(19) + extensionBlock + redGIF.dropFirst(19)
    }

    private static func svg(_ packet: String) -> Data {
        let rdf = packet.range(of: "<rdf:RDF").flatMap { start in
            packet.range(of: "</rdf:RDF>").map { String(packet[start.lowerBound..<$0.upperBound]) }
        } ?? packet
        return Data("""
            <?xml version="1.0" encoding="UTF-8"?>
            <svg xmlns="http://www.w3.org/2000/svg" width="2" height="2" viewBox="0 0 2 2">
            <metadata>\(rdf)</metadata>
            <rect width="2" height="2" fill="red"/>
            </svg>
            """.utf8)
    }

    private static func bigEndian(_ value: UInt32) -> Data {
        Data([UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)])
    }

    private static func littleEndian<Number: FixedWidthInteger>(_ value: Number) -> Data {
        Data((0..<(Number.bitWidth / 8)).map { UInt8(truncatingIfNeeded: value >> ($0 * 8)) })
    }

    private static func crc32(_ data: Data) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in data {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 != 0 ? 0xEDB8_8320 ^ (crc >> 1) : crc >> 1 }
        }
        return ~crc
    }
}
