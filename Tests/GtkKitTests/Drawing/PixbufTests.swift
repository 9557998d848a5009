import CGtk
import Foundation
import PixscoutTestSupport
import XCTest
@testable import GtkKit

final class PixbufTests: XCTestCase {
    private func sample(_ path: String) throws -> Data {
        try Data(contentsOf: RepositoryPaths.data.appendingPathComponent(path))
    }

    func testAnImageIsDecodedScaledDownToTheBoxKeepingItsShape() throws {
        let pixbuf = try Pixbuf.decode(sample("webformat/0001.jpg"), format: "jpeg", maxWidth: 150, maxHeight: 100)
        XCTAssertEqual(pixbuf.width, 150)
        XCTAssertEqual(pixbuf.height, 100)
        let tall = try Pixbuf.decode(sample("webformat/0004.jpg"), format: "jpeg", maxWidth: 150, maxHeight: 100)
        XCTAssertEqual(tall.height, 100)
        XCTAssertLessThan(tall.width, 100)
    }

    func testAJPEGIsDecodedReducedThenResampledAndLooksAsGdkPixbufsOwnScalingMakesIt() throws {
        let path = RepositoryPaths.data.appendingPathComponent("webformat/0001.jpg").path
        let pixbuf = try Pixbuf.decode(sample("webformat/0001.jpg"), format: "jpeg", maxWidth: 270, maxHeight: 180)
        XCTAssertEqual([pixbuf.width, pixbuf.height], [270, 180])
        let source = try XCTUnwrap(gdk_pixbuf_new_from_file(path, nil))
        defer { g_object_unref(UnsafeMutableRawPointer(source)) }
        let reference = try XCTUnwrap(Pixbuf(taking: XCTUnwrap(gdk_pixbuf_scale_simple(source, 270, 180,
            GDK_INTERP_BILINEAR))))
        let (ours, theirs) = (Self.bytes(of: pixbuf), Self.bytes(of: reference))
        XCTAssertEqual(ours.count, theirs.count)
        let difference = zip(ours, theirs).reduce(0) { $0 + abs(Int($1.0) - Int($1.1)) }
        XCTAssertLessThan(Double(difference) / Double(ours.count), 3, "the same picture, to the eye")
    }

    func testTheReducedSizeAskedOfAJPEGIsTheSmallestThatStillCoversTheBox() {
        let reduced = { (fitted: (Int, Int)) in
            let size = PixbufFit.reducedSize(width: 640, height: 427, fitting: fitted)
            return [size.width, size.height]
        }
        XCTAssertEqual(reduced((270, 180)), [320, 214])
        XCTAssertEqual(reduced((160, 107)), [160, 107])
        XCTAssertEqual(reduced((80, 53)), [80, 54])
        XCTAssertEqual(reduced((10, 7)), [80, 54], "an eighth is the smallest")
        XCTAssertEqual(reduced((321, 100)), [640, 427])
    }

    /// Each row's RGB bytes, without the padding at the end of a row.
    private static func bytes(of pixbuf: Pixbuf) -> [UInt8] {
        let pointer = pixbuf.pixbufPointer
        let (stride, channels) = (Int(gdk_pixbuf_get_rowstride(pointer)), Int(gdk_pixbuf_get_n_channels(pointer)))
        let pixels = gdk_pixbuf_read_pixels(pointer)!
        return (0..<pixbuf.height).flatMap { row in
            (0..<(pixbuf.width * channels)).map { pixels[row * stride + $0] }
        }
    }

    func testSmallImagesAreNotEnlarged() throws {
        let pixbuf = try Pixbuf.decode(sample("avatars/aurora.jpg"), format: "jpeg", maxWidth: 150, maxHeight: 100)
        XCTAssertEqual(pixbuf.width, 64)
        XCTAssertEqual(pixbuf.height, 64)
    }

    func testBytesThatAreNotAnImageAreRefused() {
        XCTAssertThrowsError(try Pixbuf.decode(Data("<html>not found</html>".utf8), format: "jpeg", maxWidth: 10,
            maxHeight: 10))
        XCTAssertThrowsError(try Pixbuf.decode(Data([0xFF, 0xD8, 0xFF, 0xE0] + Array(repeating: 7, count: 300)),
            format: "jpeg", maxWidth: 10, maxHeight: 10))
        XCTAssertThrowsError(try Pixbuf.decode(Data(), format: "jpeg", maxWidth: 10, maxHeight: 10))
    }

    func testATruncatedImageIsRefusedOrPartial() throws {
        let data = try sample("webformat/0002.jpg")
        // gdk-pixbuf may show what arrived of a truncated JPEG; it must never crash or overflow the box.
        if let partial = try? Pixbuf.decode(data.prefix(data.count / 3), format: "jpeg", maxWidth: 150,
            maxHeight: 100) {
            XCTAssertLessThanOrEqual(partial.width, 150)
            XCTAssertLessThanOrEqual(partial.height, 100)
        }
    }

    func testDecodingWorksOffTheMainThread() async throws {
        let data = try sample("previews/0003.jpg")
        let sizes = try await withThrowingTaskGroup(of: Int.self) { group in
            for _ in 0..<8 {
                group.addTask {
                    XCTAssertFalse(Thread.isMainThread)
                    return try Pixbuf.decode(data, format: "jpeg", maxWidth: 150, maxHeight: 100).width
                }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        XCTAssertEqual(sizes.count, 8)
    }
}
