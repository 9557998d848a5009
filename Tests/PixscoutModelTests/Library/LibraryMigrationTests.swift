import Foundation
import GRDB
import XCTest
@testable import PixscoutModel

/// A library as a release before receipts (v4) left it opens migrated, with everything in it:
/// read as it is by `pixscout credits` (never migrated), then opened by the window, which
/// migrates it to every later table and column.
final class LibraryMigrationTests: LibraryFileTestCase {
    /// A v4 library: one starred kitten, one saved tree, as that release wrote them.
    private func makeVersion4Library() throws {
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        let queue = try DatabaseQueue(path: file.path)
        try LibrarySchema.migrator.migrate(queue, upTo: "v4: uses of fitted images")
        try queue.write { db in
            let date = Date(timeIntervalSince1970: 1_700_000_000)
            try Library.keep([LibraryImages.kitten(), LibraryImages.tree()], thumbnails: [:], at: date, in: db)
            try db.execute(sql: "INSERT INTO star (imageKey, starredAt) VALUES (?, ?)",
                arguments: [LibraryImages.kitten().key, date])
            try db.execute(sql: "INSERT INTO use (imageKey, kind, usedAt, destination, changed) VALUES (?, ?, ?, ?, ?)",
                arguments: [LibraryImages.tree().key, "saved", date, "/home/ana/tree.jpg", true])
        }
    }

    func testAVersion4LibraryIsReadAsItIsAndOpensMigrated() async throws {
        try makeVersion4Library()
        let reading = Library(database: try LibraryDatabase.openForReading(file))
        let digestless = try await reading.use(ofFileWithSHA256: String(repeating: "0", count: 64))
        XCTAssertNil(digestless, "no digests yet, and no failure")
        let noLooks = try await reading.handedOnLooks(limit: 10)
        XCTAssertTrue(noLooks.isEmpty)
        let readUses = try await reading.usedImages()
        XCTAssertEqual(readUses.map(\.image.key), [LibraryImages.tree().key])

        let library = Library(database: try LibraryDatabase.open(file))
        let starred = try await library.images(on: .starred, offset: 0, limit: 10).images.map(\.key)
        XCTAssertEqual(starred, [LibraryImages.kitten().key])
        let used = try await library.usedImages()
        XCTAssertEqual(used.first?.uses.first?.isChanged, true, "the fitted use as it was")
        XCTAssertNil(used.first?.uses.first?.receipt, "no receipt was kept before v5")
        let applied = try await library.database.read { db in try LibrarySchema.migrator.appliedMigrations(db) }
        XCTAssertEqual(applied.last, "v7: what each used image's site says of it now")
        try await library.recordUse(LibraryImages.kitten(), kind: .saved, destination: "/home/ana/kitten.jpg",
            thumbnail: nil, isChanged: false, file: HandedOnFile(sha256: String(repeating: "a", count: 64),
                look: PerceptualHash(bits: 42)))
        let looks = try await library.handedOnLooks(limit: 10)
        XCTAssertEqual(looks.map(\.1), [PerceptualHash(bits: 42)])
        let fresh = try await library.recordSiteRechecks([(LibraryImages.tree(), .removed)], at: Date())
        XCTAssertEqual(fresh, [LibraryImages.tree().key])
    }
}
