import Foundation
import XCTest
@testable import PixscoutModel

/// A thumbnail is shown only when its whole file came: its end marker is there, after the
/// main image's scan (not only inside an embedded thumbnail's), and the cache's checksum of
/// it does not change from one run to the next.
final class ImageFormatTests: XCTestCase {
    /// A JPEG's start, an Exif segment holding a thumbnail with an end marker of its own, and
    /// the start of the main image's scan.
    private let jpegStart: [UInt8] = [0xFF, 0xD8]
        + [0xFF, 0xE1, 0x00, 0x08, 0xFF, 0xD8, 0x01, 0x02, 0xFF, 0xD9]
        + [0xFF, 0xDA, 0x00, 0x04, 0x01, 0x00, 0x12, 0x34, 0x56]
    private let pngStart: [UInt8] = [0x89] + Array("PNG\r\n\u{1A}\n".utf8) + [0x00, 0x00, 0x00, 0x00]

    func testAJPEGIsWholeOnlyWithTheEndMarkerAfterItsScan() {
        XCTAssertTrue(ImageFormat.jpeg.isComplete(Data(jpegStart + [0xFF, 0xD9])))
        XCTAssertTrue(ImageFormat.jpeg.isComplete(Data(jpegStart + [0xFF, 0xD9, 0x00, 0x00])),
            "bytes after the end marker are allowed")
        XCTAssertFalse(ImageFormat.jpeg.isComplete(Data(jpegStart)),
            "the embedded thumbnail's end marker is not the image's")
        XCTAssertFalse(ImageFormat.jpeg.isComplete(Data(jpegStart + [0xFF])))
        XCTAssertTrue(ImageFormat.jpeg.isComplete(Data([0x00] + jpegStart + [0xFF, 0xD9]).dropFirst()),
            "a slice of a larger buffer is read from its own start")
    }

    func testAPNGIsWholeOnlyWithItsEndChunk() {
        let end = Array("IEND".utf8) + [0xAE, 0x42, 0x60, 0x82]
        XCTAssertTrue(ImageFormat.png.isComplete(Data(pngStart + end)))
        XCTAssertFalse(ImageFormat.png.isComplete(Data(pngStart + end.dropLast())))
        XCTAssertFalse(ImageFormat.png.isComplete(Data()))
    }

    func testTheCacheChecksumIsFNV1aAsBefore() {
        XCTAssertEqual(PrivateFile.checksum(Data()), "cbf29ce484222325")
        XCTAssertEqual(PrivateFile.checksum(Data("a".utf8)), "af63dc4c8601ec8c")
        XCTAssertEqual(PrivateFile.checksum(Data("foobar".utf8)), "85944171f73967e8")
    }
}
