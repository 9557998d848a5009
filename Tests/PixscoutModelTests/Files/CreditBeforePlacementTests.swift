import Foundation
import PixscoutTestSupport
import XCTest
@testable import PixscoutModel

/// A file's credit is written while the file is Pixscout's own, under its temporary name: a
/// link planted at the final name is replaced or passed by, never written through.
final class CreditBeforePlacementTests: FolderTestCase {
    func testTheFileIsPreparedUnderItsOwnNameAndALinkAtTheFinalNameIsNeverWrittenThrough() throws {
        // A link planted where the picture will go, leading to a file of the person's.
        let target = folder.appendingPathComponent("secret.txt")
        try Data("mine".utf8).write(to: target)
        let final = folder.appendingPathComponent("photo.jpg")
        try FileManager.default.createSymbolicLink(at: final, withDestinationURL: target)
        let prepared = LockedPaths()
        let picture = FittedPicture(data: Data([0xFF, 0xD8, 0xFF, 1]), size: PixelSize(width: 1, height: 1),
            format: .jpeg)
        let placed = try XCTUnwrap(picture.write(to: final, replacing: false) { file in
            prepared.append(file.path)
            try? Data("credited".utf8).write(to: file)
        })
        XCTAssertEqual(placed.lastPathComponent, "photo-2.jpg", "beside the link, never through it")
        XCTAssertEqual(try Data(contentsOf: placed), Data("credited".utf8), "the credit went in before the name")
        let replaced = try XCTUnwrap(picture.write(to: final, replacing: true) { file in
            prepared.append(file.path)
            try? Data("credited".utf8).write(to: file)
        })
        XCTAssertEqual(replaced, final)
        XCTAssertEqual(try Data(contentsOf: target), Data("mine".utf8), "what the link led to is untouched")
        XCTAssertNil(try? FileManager.default.destinationOfSymbolicLink(atPath: final.path), "the link was replaced")
        XCTAssertTrue(prepared.paths.allSatisfy { !$0.hasSuffix("photo.jpg") && !$0.hasSuffix("photo-2.jpg") })
    }

    private final class LockedPaths: @unchecked Sendable {
        private let lock = NSLock()
        private var stored: [String] = []
        var paths: [String] { lock.withLock { stored } }
        func append(_ path: String) { lock.withLock { stored.append(path) } }
    }
}
