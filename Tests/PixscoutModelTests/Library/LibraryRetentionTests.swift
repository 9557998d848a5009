import Foundation
import GRDB
import Synchronization
import XCTest
@testable import PixscoutModel

/// The library keeps what the person keeps and forgets the rest: images looked at fall out
/// with History, thumbnails and all, and Clear History gives the file's space back.
final class LibraryRetentionTests: LibraryFileTestCase {

    private func imageCount(_ database: LibraryDatabase) throws -> Int {
        try database.writer.read { try Int.fetchOne($0, sql: "SELECT COUNT(*) FROM image") ?? 0 }
    }

    private var fileSize: Int {
        let sizes = ["",
            "-wal"].map { (try? FileManager.default.attributesOfItem(atPath: file.path + $0)[.size] as? Int) ?? 0 }
        return sizes.reduce(0, +)
    }

    func testImagesLookedAtLongAgoAreForgottenUnlessSomethingKeepsThem() async throws {
        let database = try LibraryDatabase.open(file)
        let clock = Mutex(1_800_000_000.0)
        let library = Library(database: database) {
            clock.withLock { seconds in
                seconds += 1
                return Date(timeIntervalSince1970: seconds)
            }
        }
        let thumbnail = Data(repeating: 9, count: 20_000)
        let starred = LibraryImages.kitten(1)
        try await library.recordView(starred, thumbnail: thumbnail)
        try await library.setStarred([starred], true, thumbnails: [:])
        let used = LibraryImages.tree("used")
        try await library.recordView(used, thumbnail: thumbnail)
        try await library.recordUse(used, kind: .copied, destination: nil, thumbnail: nil)
        let extra = 50
        for number in 0..<(Library.historyLength + extra) {
            try await library.recordView(LibraryImages.tree("seen-\(number)"), thumbnail: thumbnail)
        }
        XCTAssertEqual(try imageCount(database), Library.historyLength + 2,
            "History's images, and the starred and used ones")
        let history = try await library.images(on: .history, offset: 0, limit: 5).total
        XCTAssertEqual(history, Library.historyLength)
        let first = try await library.images(on: .history, offset: Library.historyLength - 1, limit: 1).images.first
        XCTAssertEqual(first?.id, "seen-\(extra)", "the oldest still in History")
        let starredKept = try await library.thumbnail(forPreviewAt: starred.previewURL ?? "")
        XCTAssertEqual(starredKept, thumbnail, "a starred image keeps its thumbnail")

        let before = fileSize
        try await library.clearHistory()
        XCTAssertEqual(try imageCount(database), 2, "only what is starred or used stays")
        XCTAssertLessThan(fileSize, before / 4, "the space is given back")
        let shelf = try await library.images(on: .starred, offset: 0, limit: 5).images.map(\.id)
        XCTAssertEqual(shelf, [starred.id])
    }
}
