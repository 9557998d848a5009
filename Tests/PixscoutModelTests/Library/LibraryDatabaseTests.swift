import Foundation
import PixscoutTestSupport
import XCTest
@testable import PixscoutModel

/// Opening the library on real SQLite files when something is wrong: only a damaged file is
/// moved aside; a busy, full or read-only one keeps everything, and a sentence says why.
final class LibraryDatabaseTests: LibraryFileTestCase {

    /// The files beside the library: nothing is ever renamed unless the file is damaged.
    private func filesBeside(_ file: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: file.deletingLastPathComponent().path)
            .filter { !$0.hasSuffix("-wal") && !$0.hasSuffix("-shm") }.sorted()
    }

    /// A library at `file` holding `count` starred kittens, closed again.
    private func starKittens(_ count: Int, at file: URL) async throws {
        let library = Library(database: try LibraryDatabase.open(file))
        try await library.setStarred((1...count).map(LibraryImages.kitten), true, thumbnails: [:])
    }

    /// A library at `file` whose ledger holds one saved kitten, closed again.
    private func saveKitten(at file: URL) async throws {
        let library = Library(database: try LibraryDatabase.open(file))
        try await library.recordUse(LibraryImages.kitten(), kind: .saved, destination: "/home/ana/kitten.jpg",
            thumbnail: nil)
    }

    private func starredCount(_ database: LibraryDatabase) async throws -> Int {
        try await Library(database: database).images(on: .starred, offset: 0, limit: 100).total
    }

    func testALibraryWhoseWriteLockAnotherWindowHoldsOpensAndReads() async throws {
        try await starKittens(3, at: file)
        let writer = try LibraryDatabase.open(file).writer
        let started = DispatchSemaphore(value: 0)
        let finish = DispatchSemaphore(value: 0)
        let holding = Task.detached {
            try writer.write { db in
                try db.execute(sql: "DELETE FROM search")
                started.signal()
                finish.wait()
            }
        }
        started.wait()
        let database = try LibraryDatabase.open(file, busyTimeout: 0.2)
        XCTAssertNil(database.note)
        let starred = try await starredCount(database)
        XCTAssertEqual(starred, 3, "a window that is writing does not keep another from reading")
        finish.signal()
        try await holding.value
    }

    func testALibraryAnotherProgramHoldsExclusivelyIsBusyNeverMovedAndOpensOnceFree() async throws {
        try await starKittens(6, at: file)
        let lock = try ExclusiveLock(file)
        XCTAssertThrowsError(try LibraryDatabase.open(file, busyTimeout: 0.2)) { error in
            XCTAssertEqual(error as? LibraryError, .busy)
            XCTAssertEqual((error as? LibraryError)?.message,
                "Your library is in use by another program. Try again in a moment.")
        }
        XCTAssertThrowsError(try LibraryDatabase.openForReading(file, busyTimeout: 0.2)) { error in
            XCTAssertEqual(error as? LibraryError, .busy, "the credits command is told the same")
        }
        XCTAssertEqual(try filesBeside(file), ["library.sqlite"], "nothing is moved aside")
        lock.release()
        let starred = try await starredCount(try LibraryDatabase.open(file))
        XCTAssertEqual(starred, 6, "every star is still there")
    }

    func testADamagedFileIsPutAsideUnderANameOfItsOwnEachTime() async throws {
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        let moment = Date(timeIntervalSince1970: 1_900_000_000)
        let first = Data("SQLite format 3\0".utf8) + Data(repeating: 0xAB, count: 8192)
        try first.write(to: file)
        let database = try LibraryDatabase.open(file, now: moment)
        XCTAssertEqual(
            database.note,
            "Your library could not be read, so Pixscout put it aside as library.sqlite.damaged-1900000000 and "
                + "started a new one.")
        try await Library(database: database).setStarred([LibraryImages.tree()], true, thumbnails: [:])
        let starred = try await starredCount(database)
        XCTAssertEqual(starred, 1)
        XCTAssertNil(try LibraryDatabase.open(file).note, "the new library opens as it is")

        let second = Data(repeating: 0xCD, count: 8192)
        try second.write(to: file)
        try? FileManager.default.removeItem(atPath: file.path + "-wal")
        try? FileManager.default.removeItem(atPath: file.path + "-shm")
        XCTAssertEqual(try LibraryDatabase.open(file,
            now: moment).note?.contains("library.sqlite.damaged-1900000000-2"), true)
        let folder = file.deletingLastPathComponent()
        XCTAssertEqual(try Data(contentsOf: folder.appendingPathComponent("library.sqlite.damaged-1900000000")), first,
                       "the first damaged file is never replaced")
        XCTAssertEqual(try Data(contentsOf: folder.appendingPathComponent("library.sqlite.damaged-1900000000-2")),
            second)
    }

    func testAFolderThatCannotHoldALibrarySaysSo() throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let blocked = folder.appendingPathComponent("blocked")
        try Data("a file where the folder should be".utf8).write(to: blocked)
        XCTAssertThrowsError(try LibraryDatabase.open(blocked.appendingPathComponent("library.sqlite"))) { error in
            XCTAssertEqual((error as? LibraryError)?.message.hasPrefix("Pixscout cannot keep a library in"), true)
        }
    }

    func testAFullDiskRenamesNothingSaysSoAndKeepsTheStars() async throws {
        let disk = try SmallFileSystem(kilobytes: 512)
        let file = disk.folder.appendingPathComponent("pixscout/library.sqlite")
        try await starKittens(6, at: file)
        disk.fill()
        let database = try LibraryDatabase.open(file)
        XCTAssertEqual(database.note, LibraryError.diskFull.message)
        XCTAssertEqual(try filesBeside(file), ["library.sqlite"])
        let starred = try await starredCount(database)
        XCTAssertEqual(starred, 6)
        do {
            try await Library(database: database).setStarred([LibraryImages.tree()], true, thumbnails: [:])
            XCTFail("nothing can be written to a full disk")
        } catch {
            XCTAssertEqual(error, .diskFull, "the sentence says why")
        }
    }

    func testANewLibraryOnAFullDiskSaysSo() throws {
        let disk = try SmallFileSystem(kilobytes: 256)
        disk.fill()
        do {
            let database = try LibraryDatabase.open(disk.folder.appendingPathComponent("library.sqlite"))
            XCTAssertEqual(database.note, LibraryError.diskFull.message)
        } catch {
            XCTAssertEqual(error, .diskFull)
        }
        XCTAssertFalse(try FileManager.default.contentsOfDirectory(atPath: disk.folder.path)
            .contains { $0.contains("damaged") })
    }

    func testAReadOnlyLibraryStillListsItsCreditsAndSaysChangesCannotBeKept() async throws {
        let disk = try SmallFileSystem(kilobytes: 1024)
        let file = disk.folder.appendingPathComponent("library.sqlite")
        try await saveKitten(at: file)
        try disk.makeReadOnly()

        let reading = try LibraryDatabase.openForReading(file)
        let credits = try await CreditsDocument.of(.used, in: Library(database: reading)).rendered(as: .text)
        XCTAssertTrue(credits.contains("Red kitten 1"), credits)

        let database = try LibraryDatabase.open(file)
        XCTAssertEqual(database.cannotWrite, .readOnly(path: file.path))
        XCTAssertEqual(database.note, LibraryError.readOnly(path: file.path).message)
        let used = try await Library(database: database).usedImages().count
        XCTAssertEqual(used, 1)
        XCTAssertEqual(try filesBeside(file), ["library.sqlite"])
    }
}
