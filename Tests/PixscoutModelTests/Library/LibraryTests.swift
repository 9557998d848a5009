import Foundation
import GRDB
import XCTest
@testable import PixscoutModel

/// The library against real SQLite files in a temporary folder: what is kept comes back after
/// a restart, two windows write at once, the first schema is brought up to date.
final class LibraryTests: LibraryFileTestCase {

    /// A clock that moves a second each time it is read: every record has its own time.
    private final class Clock: @unchecked Sendable {
        private let lock = NSLock()
        private var seconds = 1_800_000_000.0
        func now() -> Date {
            lock.withLock {
                seconds += 1
                return Date(timeIntervalSince1970: seconds)
            }
        }
    }

    private func open(clock: Clock = Clock()) throws -> Library {
        Library(database: try LibraryDatabase.open(file), now: { clock.now() })
    }

    func testStarredImagesComeBackAfterARestartWithEverythingToShowAndCreditThem() async throws {
        let clock = Clock()
        let library = try open(clock: clock)
        let images = [LibraryImages.kitten(1), LibraryImages.tree(), LibraryImages.pixabay(7)]
        try await library.setStarred(images, true, thumbnails: [images[0].key: LibraryImages.thumbnail])
        try await library.setStarred([images[1]], false, thumbnails: [:])

        let reopened = try open(clock: clock)
        let shelf = try await reopened.images(on: .starred, offset: 0, limit: 10)
        XCTAssertEqual(shelf.total, 2)
        XCTAssertEqual(shelf.images.map(\.key), ["commons:5551", "pixabay:7"],
            "starred together: in the order of their keys")
        XCTAssertEqual(shelf.images, [images[0], images[2]],
            "every detail is kept, the site and licence among them")
        let starred = try await reopened.starredKeys(among: images.map(\.key))
        XCTAssertEqual(starred, [images[0].key, images[2].key])
        let kept = await reopened.thumbnail(forPreviewAt: images[0].previewURL ?? "")
        XCTAssertEqual(kept, LibraryImages.thumbnail)
        let keptForLarge = await reopened.thumbnail(forPictureAt: images[0].largeImageURL ?? "")
        XCTAssertEqual(keptForLarge, LibraryImages.thumbnail, "the pane's picture falls back to it")
        let none = await reopened.thumbnail(forPreviewAt: images[2].previewURL ?? "")
        XCTAssertNil(none)
    }

    func testShelvesListNewestFirstAPageAtATime() async throws {
        let library = try open()
        for id in 1...5 {
            try await library.setStarred([LibraryImages.pixabay(id)], true, thumbnails: [:])
        }
        let first = try await library.images(on: .starred, offset: 0, limit: 2)
        let second = try await library.images(on: .starred, offset: 2, limit: 2)
        XCTAssertEqual(first.images.map(\.id) + second.images.map(\.id), ["5", "4", "3", "2"])
        XCTAssertEqual(first.total, 5)
    }

    func testAFileOfTheFirstSchemaIsBroughtUpToDateKeepingItsStarsAndLedger() async throws {
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        let queue = try DatabaseQueue(path: file.path)
        try LibrarySchema.migrator.migrate(queue, upTo: "v1: images, stars, collections, uses")
        try await queue.write { db in
            try db.execute(sql: """
                INSERT INTO image
                (key, provider, imageID, title, tags, pageURL, previewURL, licenseCode, licenseName, updatedAt)
                VALUES ('openverse:old', 'openverse', 'old', 'Old friend', 'a\nb', 'https://example.org/old',
                        'https://example.org/old.jpg',
                        'by', 'CC BY 4.0', '2025-01-01 00:00:00')
                """)
            try db.execute(sql: "INSERT INTO star (imageKey, starredAt) VALUES ('openverse:old', '2025-01-01 "
                + "00:00:00')")
            for key in ["pixabay:used", "pixabay:forgotten"] {
                try db.execute(sql: """
                    INSERT INTO image (key, provider, imageID, pageURL, updatedAt)
                    VALUES (?, 'pixabay', ?, 'https://example.org/p', '2025-01-01 00:00:00')
                    """, arguments: [key, String(key.dropFirst("pixabay:".count))])
            }
            try db.execute(sql: """
                INSERT INTO use (imageKey, kind, usedAt, destination)
                VALUES ('pixabay:used', 'saved', '2025-01-02 00:00:00', '/home/ana/used.jpg')
                """)
        }
        try queue.close()

        let library = try open()
        let starred = try await library.images(on: .starred, offset: 0, limit: 10).images
        XCTAssertEqual(starred.map(\.title), ["Old friend"])
        XCTAssertEqual(starred.first?.tags, ["a", "b"])
        XCTAssertEqual(starred.first?.license?.name, "CC BY 4.0")
        try await library.recordSearch("kittens")
        let searches = try await library.recentSearches(limit: 5)
        XCTAssertEqual(searches, ["kittens"], "the second migration's tables are there")
        let used = try await library.usedImages()
        XCTAssertEqual(used.map(\.image.id), ["used"], "the ledger survives")
        XCTAssertEqual(used.first?.uses.first?.destination, "/home/ana/used.jpg")
        let keys = try await DatabaseQueue(path: file.path).read { try String.fetchAll($0, sql: "SELECT key FROM "
            + "image ORDER BY key") }
        XCTAssertEqual(keys, ["openverse:old", "pixabay:used"], "an image nothing keeps is forgotten by the third")
    }

    func testTwoWindowsWriteAtOnce() async throws {
        let first = try open()
        let second = try open()
        try await withThrowingTaskGroup(of: Void.self) { group in
            for id in 0..<60 {
                group.addTask { try await first.setStarred([LibraryImages.pixabay(id)], true, thumbnails: [:]) }
                group.addTask { try await second.recordUse(LibraryImages.pixabay(1000 + id), kind: .saved,
                    destination: "/tmp/\(id).jpg", thumbnail: nil) }
            }
            try await group.waitForAll()
        }
        let starred = try await second.images(on: .starred, offset: 0, limit: 1).total
        let used = try await first.usedImages().count
        XCTAssertEqual(starred, 60)
        XCTAssertEqual(used, 60)
    }

    func testTheLedgerRecordsEachKindOfUseWithWhereTheFileWent() async throws {
        let library = try open()
        let kitten = LibraryImages.kitten()
        let tree = LibraryImages.tree()
        try await library.recordUse(kitten, kind: .saved, destination: "/home/ana/Slides/kitten.jpg",
            thumbnail: LibraryImages.thumbnail)
        try await library.recordUse(tree, kind: .copied, destination: nil, thumbnail: nil)
        try await library.recordUse(kitten, kind: .dragged, destination: "/cache/drag/kitten.jpg", thumbnail: nil)
        try await library.recordUse(tree, kind: .wallpaper, destination: "/data/backgrounds/tree.jpg", thumbnail: nil)

        let used = try await library.usedImages()
        XCTAssertEqual(used.map(\.image.key), [tree.key, kitten.key], "most recently used first")
        XCTAssertEqual(used[0].uses.map(\.kind), [.wallpaper, .copied])
        XCTAssertEqual(used[0].uses.map(\.destination), ["/data/backgrounds/tree.jpg", nil])
        XCTAssertEqual(used[1].uses.map(\.kind), [.dragged, .saved])
        XCTAssertEqual(used[1].uses.last?.destination, "/home/ana/Slides/kitten.jpg")
        let shelf = try await library.images(on: .used, offset: 0, limit: 10)
        XCTAssertEqual(shelf.images.map(\.key), [tree.key, kitten.key])
        let kept = await library.thumbnail(forPreviewAt: kitten.previewURL ?? "")
        XCTAssertEqual(kept, LibraryImages.thumbnail, "a thumbnail given once stays when later uses give none")
        let saved = try await library.imagesSaved(in: "/home/ana/Slides")
        XCTAssertEqual(saved.map(\.fileName), ["kitten.jpg"])
    }

    func testCollectionsAreMadeRenamedFilledAndDeletedLeavingTheirImagesElsewhere() async throws {
        let library = try open()
        let slides = try await library.createCollection(named: "  Slides\n")
        XCTAssertEqual(slides.name, "Slides")
        do {
            _ = try await library.createCollection(named: "slides")
            XCTFail("a second collection of that name")
        } catch {
            XCTAssertEqual(error, .nameTaken("slides"))
            XCTAssertEqual(error.message, "There is a collection called “slides” already. Choose another name.")
        }
        let kitten = LibraryImages.kitten()
        try await library.add([kitten, LibraryImages.tree()], toCollection: slides.id, thumbnails: [:])
        try await library.setStarred([kitten], true, thumbnails: [:])
        try await library.remove([LibraryImages.tree()], fromCollection: slides.id)
        try await library.renameCollection(slides.id, to: "Talk slides")
        let collections = try await library.collections()
        XCTAssertEqual(collections, [LibraryCollection(id: slides.id, name: "Talk slides", count: 1)])
        let found = try await library.collection(named: "TALK SLIDES")
        XCTAssertEqual(found?.id, slides.id)
        let inIt = try await library.images(on: .collection(id: slides.id), offset: 0, limit: 10).images
        XCTAssertEqual(inIt.map(\.key), [kitten.key])
        try await library.deleteCollection(slides.id)
        let none = try await library.collections()
        XCTAssertEqual(none, [])
        let starred = try await library.images(on: .starred, offset: 0, limit: 10).images
        XCTAssertEqual(starred.map(\.key), [kitten.key], "the image stays starred")
    }

    func testHistoryKeepsTheImagesLookedAtLatelyNewestFirst() async throws {
        let library = try open()
        for id in 0..<(Library.historyLength + 3) {
            try await library.recordView(LibraryImages.pixabay(id), thumbnail: nil)
        }
        try await library.recordView(LibraryImages.pixabay(5), thumbnail: nil)
        let history = try await library.images(on: .history, offset: 0, limit: 3)
        XCTAssertEqual(history.total, Library.historyLength)
        XCTAssertEqual(history.images.map(\.id), ["5", "\(Library.historyLength + 2)", "\(Library.historyLength + 1)"])
    }

    func testRecentSearchesAreNewestFirstOnceEachAndCanBeClearedOrTurnedOff() async throws {
        let library = try open()
        for query in ["cats", "dogs", "cats", " ", "red fox"] {
            try await library.recordSearch(query)
        }
        let recent = try await library.recentSearches(limit: 10)
        XCTAssertEqual(recent, ["red fox", "cats", "dogs"])
        try await library.clearHistory()
        let cleared = try await library.recentSearches(limit: 10)
        XCTAssertEqual(cleared, [])
        try await library.recordSearch("birds")
        try await library.setRemembersSearches(false)
        try await library.recordSearch("owls")
        let off = try await library.recentSearches(limit: 10)
        XCTAssertEqual(off, [], "turning it off forgets, and keeps nothing new")
        let remembers = await library.remembersSearches
        XCTAssertFalse(remembers)
        let reopened = await (try open()).remembersSearches
        XCTAssertFalse(reopened, "the choice is kept")
    }
}
