import Foundation
import XCTest
@testable import PixscoutModel

/// An answer kept on disk is read back as it was stored, after a restart, whatever its key
/// and body hold, and the file is the JSON that earlier versions wrote and read.
final class ResponseCacheFileTests: XCTestCase {
    private var folder: URL!
    private let storedAt = Date(timeIntervalSinceReferenceDate: 786_123_456.789_012)

    override func setUp() {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("pixscout-answers-\(UUID())")
    }

    override func tearDown() {
        CacheFolder.finishWrites()
        try? FileManager.default.removeItem(at: folder)
    }

    /// A cache over the test's folder, as a new run of the app opens it.
    private func cache() -> ResponseCache {
        let storedAt = storedAt
        return ResponseCache(folder: CacheFolder(url: folder, root: folder, limitBytes: 1 << 24),
            now: { storedAt.addingTimeInterval(60) })
    }

    private let keys = [
        "pixabay:/api/?q=blue", "quote \" and backslash \\ and slash /", "control \u{0}\u{1}\t\n\r\u{1F} end",
        "beyond ASCII: ü 日本 👩‍👩‍👧 \u{2028}", "",
    ]

    func testEveryAnswerIsReadBackAfterARestartAsItWasStored() throws {
        let bodies = keys.indices.map { Data((0..<(1_000 * $0 + 7)).map { UInt8(truncatingIfNeeded: $0 * 31) }) }
        let writing = ResponseCache(folder: CacheFolder(url: folder, root: folder, limitBytes: 1 << 24),
            now: { [storedAt] in storedAt })
        for (key, body) in zip(keys, bodies) { writing.store(body, for: key) }
        CacheFolder.finishWrites()
        let reading = cache()
        for (key, body) in zip(keys, bodies) {
            XCTAssertEqual(reading.response(for: key), body, key)
        }
    }

    func testTheFileIsTheJSONOfTheEntryAsEarlierVersionsWroteIt() throws {
        for key in keys {
            let entry = ResponseCache.Entry(key: key, storedAt: storedAt, body: Data("{\"hits\": []}".utf8))
            let read = try JSONDecoder().decode(ResponseCache.Entry.self, from: entry.file)
            XCTAssertEqual(read.key, key)
            XCTAssertEqual(read.storedAt, storedAt)
            XCTAssertEqual(read.body, entry.body)
            XCTAssertEqual(try JSONSerialization.jsonObject(with: entry.file) as? NSDictionary,
                try JSONSerialization.jsonObject(with: JSONEncoder().encode(entry)) as? NSDictionary, key)
        }
    }

    func testAFileAnEarlierVersionWroteIsAnAnswer() throws {
        let writing = cache()
        writing.store(Data("now".utf8), for: "the name")
        CacheFolder.finishWrites()
        let files = try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
        XCTAssertEqual(files.count, 1)
        let earlier = ResponseCache.Entry(key: "the name", storedAt: storedAt, body: Data("earlier".utf8))
        try JSONEncoder().encode(earlier).write(to: files[0])
        XCTAssertEqual(cache().response(for: "the name"), Data("earlier".utf8))
    }
}
