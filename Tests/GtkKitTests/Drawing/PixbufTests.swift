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
