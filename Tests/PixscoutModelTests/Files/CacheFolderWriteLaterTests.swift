import Foundation
import XCTest
@testable import PixscoutModel

/// Writes made after the caller moved on, while the disk does not answer (the writes held):
/// read back meanwhile, the latest of a name kept, a removed one never written, and memory
/// bounded however long the disk takes.
final class CacheFolderWriteLaterTests: XCTestCase {
    private var root: URL!
    private var folder: CacheFolder!
    private var holdingWrites = false

    override func setUp() {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("pixscout-write-later-\(UUID())")
        folder = CacheFolder(url: root.appendingPathComponent("previews"), root: root, limitBytes: 1 << 30)
        CacheFolder.writes.suspend()
        holdingWrites = true
    }

    override func tearDown() {
        releaseWrites()
        try? FileManager.default.removeItem(at: root)
    }

    /// The disk answers: every write held is done.
    private func releaseWrites() {
        if holdingWrites { CacheFolder.writes.resume() }
        holdingWrites = false
        CacheFolder.finishWrites()
    }

    private func onDisk(_ name: String) -> Data? {
        try? Data(contentsOf: folder.file(named: name))
    }

    func testWritesWaitingForTheDiskAreReadBackAndTheLatestOfANameIsKept() {
        folder.writeLater(Data("first".utf8), named: "a")
        folder.writeLater(Data("second".utf8), named: "a")
        folder.writeLater(Data("gone".utf8), named: "b")
        folder.remove("b")
        XCTAssertEqual(folder.read("a", maxBytes: 100), Data("second".utf8))
        XCTAssertNil(folder.read("a", maxBytes: 3), "no more than the reader takes")
        XCTAssertNil(folder.read("b", maxBytes: 100))
        XCTAssertNil(onDisk("a"), "nothing written yet")
        releaseWrites()
        XCTAssertEqual(onDisk("a"), Data("second".utf8))
        XCTAssertNil(onDisk("b"), "a removed file is not written after all")
    }

    func testADiskThatDoesNotAnswerCostsRequestsNotMemoryWithoutEnd() {
        let large = Data(repeating: 1, count: CacheFolder.pendingLimitBytes / 2 + 1)
        folder.writeLater(large, named: "kept")
        folder.writeLater(large, named: "past the limit")
        XCTAssertEqual(folder.read("kept", maxBytes: .max)?.count, large.count)
        XCTAssertNil(folder.read("past the limit", maxBytes: .max), "not held: asked for again later")
        releaseWrites()
        XCTAssertEqual(onDisk("kept")?.count, large.count)
        XCTAssertNil(onDisk("past the limit"))
        folder.writeLater(large, named: "after")
        releaseWrites()
        XCTAssertEqual(onDisk("after")?.count, large.count, "room again once the disk has answered")
    }
}
