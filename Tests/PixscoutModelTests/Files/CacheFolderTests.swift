import Foundation
import XCTest
@testable import PixscoutModel

/// Pixscout's own folders stay where they belong: a symbolic link planted where one of them or
/// one of their files should be is never written through, given a mode, or followed to delete.
final class CacheFolderTests: XCTestCase {
    private var home: URL!
    private var victim: URL!

    override func setUpWithError() throws {
        home = FileManager.default.temporaryDirectory.appendingPathComponent("pixscout-folders-\(UUID())")
        victim = home.appendingPathComponent("victim")
        try FileManager.default.createDirectory(at: victim, withIntermediateDirectories: true)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: victim.path)
        try Data("precious".utf8).write(to: victim.appendingPathComponent("precious.txt"))
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: home)
    }

    private var cacheRoot: URL { home.appendingPathComponent("cache/pixscout") }

    private func mode(_ url: URL) throws -> Int? {
        try FileManager.default.attributesOfItem(atPath: url.path)[.posixPermissions] as? Int
    }

    private func assertVictimUntouched(file: StaticString = #filePath, line: UInt = #line) throws {
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: victim.path), ["precious.txt"], file: file,
            line: line)
        XCTAssertEqual(try mode(victim), 0o755, "its mode is not changed", file: file, line: line)
        XCTAssertEqual(try String(contentsOf: victim.appendingPathComponent("precious.txt"), encoding: .utf8),
            "precious",
                       file: file, line: line)
    }

    func testALinkedCacheFolderIsReplacedByAPrivateFolderOfItsOwn() throws {
        try FileManager.default.createDirectory(at: cacheRoot, withIntermediateDirectories: true)
        let previews = cacheRoot.appendingPathComponent("previews")
        try FileManager.default.createSymbolicLink(at: previews, withDestinationURL: victim)
        let folder = CacheFolder(url: previews, root: cacheRoot, limitBytes: 1 << 20)
        XCTAssertNotNil(folder.write(Data("thumbnail".utf8), named: "a"))
        XCTAssertFalse(SafeFile.isSymbolicLink(previews.path))
        XCTAssertTrue(SafeFile.isDirectory(previews.path))
        XCTAssertEqual(try mode(previews), 0o700)
        XCTAssertEqual(folder.read("a", maxBytes: 100), Data("thumbnail".utf8))
        try assertVictimUntouched()
    }

    func testALinkedPixscoutFolderIsReplacedToo() throws {
        try FileManager.default.createDirectory(at: cacheRoot.deletingLastPathComponent(),
            withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: cacheRoot, withDestinationURL: victim)
        let folder = CacheFolder(url: cacheRoot.appendingPathComponent("api"), root: cacheRoot, limitBytes: 1 << 20)
        XCTAssertNotNil(folder.write(Data("{}".utf8), named: "answer.json"))
        XCTAssertTrue(SafeFile.isDirectory(cacheRoot.path))
        try assertVictimUntouched()
    }

    func testLinkedFilesAreNeitherReadNorWrittenThroughNorTouched() throws {
        let folder = CacheFolder(url: cacheRoot.appendingPathComponent("drag"), root: cacheRoot, limitBytes: 1 << 20)
        XCTAssertTrue(folder.prepare())
        let precious = victim.appendingPathComponent("precious.txt")
        let past = Date(timeIntervalSince1970: 1_000_000_000)
        try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: precious.path)
        try FileManager.default.createSymbolicLink(at: folder.file(named: "planted"), withDestinationURL: precious)
        XCTAssertNil(folder.read("planted", maxBytes: 1 << 20), "not read through the link")
        let modified = try FileManager.default.attributesOfItem(atPath: precious.path)[.modificationDate] as? Date
        XCTAssertEqual(modified, past, "not touched through the link")
        XCTAssertNotNil(folder.write(Data("image".utf8), named: "planted"))
        XCTAssertFalse(SafeFile.isSymbolicLink(folder.file(named: "planted").path), "the link itself was replaced")
        try assertVictimUntouched()
    }

    func testSweepingRemovesLinksNotWhatTheyLeadTo() throws {
        let folder = CacheFolder(url: cacheRoot.appendingPathComponent("previews"), root: cacheRoot, limitBytes: 1000)
        XCTAssertTrue(folder.prepare())
        try FileManager.default.createSymbolicLink(at: folder.file(named: "planted"), withDestinationURL: victim)
        for index in 0..<5 {
            folder.write(Data(repeating: 1, count: 400), named: "file-\(index)")
        }
        let left = try FileManager.default.contentsOfDirectory(atPath: folder.url.path)
        XCTAssertFalse(left.contains("planted"))
        XCTAssertLessThanOrEqual(left.count, 2, "bounded: \(left)")
        try assertVictimUntouched()
    }

    func testAFolderThatCannotBeMadeMeansWorkingWithoutIt() throws {
        // The user's cache folder is a file: nothing can be made inside it.
        try Data("not a folder".utf8).write(to: cacheRoot.deletingLastPathComponent())
        let cache = ImageCache(folder: CacheFolder(url: cacheRoot.appendingPathComponent("previews"), root: cacheRoot,
            limitBytes: 1 << 20))
        cache.store(Data("x".utf8), for: "u")
        CacheFolder.finishWrites()
        XCTAssertNil(cache.image(for: "u"), "no cache, and no crash")
        XCTAssertEqual(try String(contentsOf: cacheRoot.deletingLastPathComponent(), encoding: .utf8), "not a folder")
    }
}
