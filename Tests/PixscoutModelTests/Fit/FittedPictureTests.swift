import Foundation
import XCTest
@testable import PixscoutModel

/// A fitted picture saved beside others never replaces one: it takes the next free name.
final class FittedPictureTests: XCTestCase {
    func testAFileAtTheNameIsKeptAndThePictureTakesTheNextFreeName() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fitted-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let mine = folder.appendingPathComponent("cat.jpg")
        try Data("the person's".utf8).write(to: mine)
        let elsewhere = folder.appendingPathComponent("elsewhere.txt")
        try Data("kept".utf8).write(to: elsewhere)
        try FileManager.default.createSymbolicLink(at: folder.appendingPathComponent("cat-2.jpg"),
            withDestinationURL: elsewhere)
        let picture = FittedPicture(data: Data("fitted".utf8), size: PixelSize(width: 1, height: 1), format: .jpeg)

        let written = picture.write(to: mine, replacing: false)
        XCTAssertEqual(written?.lastPathComponent, "cat-3.jpg", "past the file and the link")
        XCTAssertEqual(try Data(contentsOf: mine), Data("the person's".utf8))
        XCTAssertEqual(try Data(contentsOf: elsewhere), Data("kept".utf8))
        XCTAssertEqual(try Data(contentsOf: try XCTUnwrap(written)), Data("fitted".utf8))
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".tmp") },
            [], "no work file left")
    }
}
