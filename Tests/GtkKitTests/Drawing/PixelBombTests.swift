import Foundation
import XCTest
@testable import GtkKit

/// Tiny files that declare enormous pictures are refused as soon as their size is read: a
/// screenful of them arriving at once leaves the process's peak memory where it was.
final class PixelBombTests: XCTestCase {
    func testEachBombIsRefusedBeforeAnyPixelIsAllocated() {
        for (format, bomb) in PixelBombs.all {
            XCTAssertThrowsError(try Pixbuf.decode(bomb, format: format, maxWidth: 150, maxHeight: 100),
                format) { error in
                XCTAssertEqual(error as? Pixbuf.DecodingError, .tooLarge, format)
            }
            XCTAssertThrowsError(try Pixbuf.decode(bomb, format: format, maxWidth: 4096, maxHeight: 4096),
                "\(format), large box")
        }
    }

    func testAScreenfulOfBombsKeepsPeakMemoryUnder250MB() async throws {
        let before = try PeakMemory.reset()
        let refused = try await withThrowingTaskGroup(of: Bool.self) { group in
            for index in 0..<24 {
                let (format, bomb) = PixelBombs.all[index % PixelBombs.all.count]
                group.addTask { (try? Pixbuf.decode(bomb, format: format, maxWidth: 150, maxHeight: 100)) == nil }
            }
            return try await group.reduce(0) { $0 + ($1 ? 1 : 0) }
        }
        XCTAssertEqual(refused, 24)
        let grown = try PeakMemory.kilobytes() - before
        XCTAssertLessThan(grown, 250 * 1024, "peak memory grew by \(grown / 1024) MB")
    }

    func testAnOrdinaryLargePictureIsAcceptedForALargeBoxOnly() throws {
        let png = PixelBombs.png(width: 5000, height: 4000, rows: 8)
        XCTAssertThrowsError(try Pixbuf.decode(png, format: "png", maxWidth: 150, maxHeight: 100),
            "20 MP is no thumbnail")
        let large = try Pixbuf.decode(png, format: "png", maxWidth: 1280, maxHeight: 1024)
        XCTAssertEqual(large.width, 1280)
    }

    func testOnlyTheFormatsTheAppShowsReachALoader() {
        let bmp = Data("BM".utf8) + Data(repeating: 0, count: 64)
        XCTAssertThrowsError(try Pixbuf.decode(bmp, format: "bmp", maxWidth: 10, maxHeight: 10))
        XCTAssertThrowsError(try Pixbuf.decode(Data("<svg xmlns='http://www.w3.org/2000/svg'/>".utf8), format: "svg",
            maxWidth: 10, maxHeight: 10))
    }
}

/// The process's peak resident memory (VmHWM), which Linux lets a process reset.
enum PeakMemory {
    struct Unavailable: Error {}

    /// Resets the peak to what is resident now; returns it, in kilobytes.
    static func reset() throws -> Int {
        try "5".write(toFile: "/proc/self/clear_refs", atomically: false, encoding: .utf8)
        return try kilobytes()
    }

    static func kilobytes() throws -> Int {
        let status = try String(contentsOfFile: "/proc/self/status", encoding: .utf8)
        guard let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
              let value = line.split(separator: " ").dropFirst().first.flatMap({ Int($0) })
        else { throw Unavailable() }
        return value
    }
}

/// The pixel bombs of `scripts/serve-fixtures`, made here byte for byte.
enum PixelBombs {
    static let all: [(String, Data)] = [("gif", gif), ("png", png(width: 30000, height: 30000, rows: 40)),
        ("jpeg", jpeg)]

    /// 35 bytes declaring 12000x12000.
    static let gif: Data = {
        let side: [UInt8] = [0xE0, 0x2E, 0xE0, 0x2E]
        return Data("GIF89a".utf8) + Data(side + [0x80, 0x00, 0x00, 0, 0, 0, 0xFF, 0xFF, 0xFF, 0x2C, 0, 0, 0, 0] + side
            + [0x00, 0x02, 0x02, 0x44, 0x01, 0x00, 0x3B])
    }()

    /// A JPEG frame header declaring 65000x65000.
    static let jpeg: Data = {
        let frame: [UInt8] = [0x08, 0xFD, 0xE8, 0xFD, 0xE8, 0x03, 0x01, 0x22, 0x00, 0x02, 0x11, 0x01, 0x03, 0x11, 0x01]
        let table: [UInt8] = [0xFF, 0xDB, 0x00, 0x43, 0x00] + (1...64).map { UInt8($0) }
        let scan: [UInt8] = [0xFF, 0xDA, 0x00, 0x0C, 0x03, 0x01, 0x00, 0x02, 0x11, 0x03, 0x11, 0x00, 0x3F, 0x00]
        return Data([0xFF, 0xD8] + table + [0xFF, 0xC0, 0x00, UInt8(frame.count + 2)] + frame + scan
            + [UInt8](repeating: 0, count: 1024) + [0xFF, 0xD9])
    }()

    /// An RGB PNG declaring `width` x `height`, whose first `rows` rows are there, all black.
    static func png(width: Int, height: Int, rows: Int) -> Data {
        var header = Data()
        for value in [width, height] { header += bigEndian(UInt32(value)) }
        header += Data([8, 2, 0, 0, 0])
        let raw = Data(repeating: 0, count: (1 + width * 3) * rows)
        return Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) + chunk("IHDR", header) + chunk("IDAT",
            zlibStored(raw))
            + chunk("IEND", Data())
    }

    private static func bigEndian(_ value: UInt32) -> Data {
        Data([UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)])
    }

    private static func chunk(_ kind: String, _ data: Data) -> Data {
        let body = Data(kind.utf8) + data
        return bigEndian(UInt32(data.count)) + body + bigEndian(crc32(body))
    }

    /// A zlib stream of stored (uncompressed) blocks.
    private static func zlibStored(_ data: Data) -> Data {
        var out = Data([0x78, 0x01])
        var offset = 0
        repeat {
            let size = min(65535, data.count - offset)
            let last: UInt8 = offset + size >= data.count ? 1 : 0
            out += Data([last, UInt8(size & 0xFF), UInt8(size >> 8), UInt8(~size & 0xFF), UInt8((~size >> 8) & 0xFF)])
            out += data[offset..<(offset + size)]
            offset += size
        } while offset < data.count
        var a: UInt32 = 1
        var b: UInt32 = 0
        for byte in data {
            a = (a + UInt32(byte)) % 65521
            b = (b + a) % 65521
        }
        return out + bigEndian(b << 16 | a)
    }

    private static func crc32(_ data: Data) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in data {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }
}
