import CurlKit
import Foundation
import PixscoutTestSupport
import XCTest
@testable import PixscoutModel

/// A clock tests can move.
final class TestClock: @unchecked Sendable {
    private let lock = NSLock()
    private var current = Date(timeIntervalSince1970: 2_000_000_000)

    var now: Date { lock.withLock { current } }

    func advance(_ seconds: TimeInterval) {
        lock.withLock { current = current.addingTimeInterval(seconds) }
    }
}

final class CacheAndRateLimitTests: XCTestCase {
    private var server: FixtureServer!
    private var folder: URL!
    private let clock = TestClock()
    /// True while the cache's writes wait, as on a disk that does not answer.
    private var holdingWrites = false

    override func setUpWithError() throws {
        server = try FixtureServer(arguments: ["--key", "k"])
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("pixscout-cache-\(UUID())")
    }

    override func tearDown() {
        server.stop()
        if holdingWrites { CacheFolder.writes.resume() }
        CacheFolder.finishWrites()
        try? FileManager.default.removeItem(at: folder)
    }

    /// A new site over the same cache folder, as after a restart of the app (which finished
    /// its cache's writes as it quit).
    private func freshSearch(perPage: Int = PixabaySite.defaultPerPage) -> PixabaySite {
        CacheFolder.finishWrites()
        let clock = self.clock
        return PixabaySite(
            network: Network(multi: CurlMulti()), baseURL: server.apiURL, apiKey: APIKey("k"),
            cache: ResponseCache(folder: CacheFolder(url: folder, root: folder, limitBytes: 1 << 24),
                now: { clock.now }), perPage: perPage, now: { clock.now })
    }

    private func apiRequests() async throws -> Int {
        try await server.requests().filter { $0.path == "/api/" }.count
    }

    func testTheSameSearchAfterARestartReachesTheServerOnce() async throws {
        let first = try await freshSearch().search(query: "blue")
        let again = try await freshSearch().search(query: "blue")
        XCTAssertEqual(first.images, again.images)
        XCTAssertEqual(first.totalCount, again.totalCount)
        XCTAssertEqual(first.requestsLeft, 99, "the server's answer says how many requests are left")
        XCTAssertNil(again.requestsLeft, "the cache's answer does not")
        let requests = try await apiRequests()
        XCTAssertEqual(requests, 1)
        _ = try await freshSearch(perPage: 20).search(query: "blue")
        let otherPageSize = try await apiRequests()
        XCTAssertEqual(otherPageSize, 2, "a different request is a different entry")
    }

    func testAnEntryOlderThanADayIsFetchedAgain() async throws {
        _ = try await freshSearch().search(query: "blue")
        clock.advance(23 * 3600)
        _ = try await freshSearch().search(query: "blue")
        let withinADay = try await apiRequests()
        XCTAssertEqual(withinADay, 1)
        clock.advance(2 * 3600)
        _ = try await freshSearch().search(query: "blue")
        let afterADay = try await apiRequests()
        XCTAssertEqual(afterADay, 2)
    }

    /// A disk that does not answer (busy, or a network home) never holds up an answer: its copy
    /// is written after it is handed on, and the same search meanwhile is answered from memory.
    func testAnAnswerWaitsForNoDiskAndIsOnItForTheNextRun() async throws {
        let search = freshSearch()
        CacheFolder.writes.suspend()
        holdingWrites = true
        let first = try await search.search(query: "blue")
        XCTAssertFalse(first.images.isEmpty)
        XCTAssertEqual(try filesInTheCache(), [], "nothing written yet")
        _ = try await search.search(query: "blue")
        let whileWriting = try await apiRequests()
        XCTAssertEqual(whileWriting, 1)
        CacheFolder.writes.resume()
        holdingWrites = false
        _ = try await freshSearch().search(query: "blue")
        let afterARestart = try await apiRequests()
        XCTAssertEqual(afterARestart, 1, "on disk once the disk answered")
        XCTAssertEqual(try filesInTheCache().count, 1)
    }

    /// The files on disk now.
    private func filesInTheCache() throws -> [URL] {
        guard FileManager.default.fileExists(atPath: folder.path) else { return [] }
        return try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
    }

    func testCorruptOrTruncatedCacheFilesAreMisses() async throws {
        _ = try await freshSearch().search(query: "blue")
        CacheFolder.finishWrites()
        let files = try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
        XCTAssertEqual(files.count, 1)
        let original = try Data(contentsOf: files[0])
        try original.prefix(original.count / 2).write(to: files[0])
        let afterTruncation = try await freshSearch().search(query: "blue")
        XCTAssertFalse(afterTruncation.images.isEmpty)
        CacheFolder.finishWrites()
        try Data("{\"key\": \"something else\"}".utf8).write(to: files[0])
        _ = try await freshSearch().search(query: "blue")
        let requests = try await apiRequests()
        XCTAssertEqual(requests, 3)
    }

    func testCacheFilesAreTheUsersAlone() async throws {
        _ = try await freshSearch().search(query: "blue")
        CacheFolder.finishWrites()
        let file = try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)[0]
        let fileMode = try FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions] as? Int
        let folderMode = try FileManager.default.attributesOfItem(atPath: folder.path)[.posixPermissions] as? Int
        XCTAssertEqual(fileMode, 0o600)
        XCTAssertEqual(folderMode, 0o700)
        XCTAssertFalse(String(decoding: try Data(contentsOf: file), as: UTF8.self).contains("key=k"),
            "no API key on disk")
    }

    func testNoRequestIsSentWhileTheRateLimitIsExhausted() async throws {
        try await server.inject("status", ["status": "429", "reset": "30"])
        let search = freshSearch()
        await assertRateLimited(search, query: "red", seconds: 30)
        await assertRateLimited(search, query: "green", seconds: 30)
        let blocked = try await apiRequests()
        XCTAssertEqual(blocked, 1, "the second search was not sent")
        clock.advance(31)
        _ = try await search.search(query: "green")
        let reopened = try await apiRequests()
        XCTAssertEqual(reopened, 2)
    }

    func testARemainingCountOfZeroBlocksUntilTheReset() async throws {
        let clock = self.clock
        let network = StubNetwork(.success(HTTPResponse(
            status: 200, headers: ["x-ratelimit-remaining": "0", "x-ratelimit-reset": "12"],
                body: ImageJSON.response())))
        let search = PixabaySite(network: network, apiKey: APIKey("k"), now: { clock.now })
        _ = try await search.search(query: "a")
        await assertRateLimited(search, query: "b", seconds: 12)
        XCTAssertEqual(network.requestedURLs.count, 1)
    }

    private func assertRateLimited(_ search: PixabaySite, query: String, seconds: Int,
                                   file: StaticString = #filePath, line: UInt = #line) async {
        do {
            _ = try await search.search(query: query)
            XCTFail("expected the rate limit", file: file, line: line)
        } catch {
            XCTAssertEqual(error, .rateLimited(resetSeconds: seconds), file: file, line: line)
        }
    }

    func testAnswersKeptInMemoryAreBoundedAndTheMostRecentlyUsedStay() throws {
        let cache = ResponseCache(
            folder: CacheFolder(url: folder, root: folder, limitBytes: 1 << 24), memoryLimitBytes: 10_000,
                now: { [clock] in clock.now })
        let body = Data(repeating: 7, count: 3000)
        for index in 0..<10 {
            cache.store(body, for: "answer \(index)")
            _ = cache.response(for: "answer 0")
        }
        XCTAssertLessThanOrEqual(cache.entriesInMemory, 3, "10,000 bytes hold three answers")
        CacheFolder.finishWrites()
        try FileManager.default.removeItem(at: folder)
        XCTAssertNotNil(cache.response(for: "answer 0"), "the answer used most recently stayed in memory")
        XCTAssertNil(cache.response(for: "answer 1"), "an old one went")
    }

    // MARK: Thumbnails

    func testThumbnailsAreCachedAndTheLeastRecentlyUsedGoFirst() async throws {
        let cache = ImageCache(folder: CacheFolder(url: folder, root: folder, limitBytes: 10_000))
        let fetcher = CachingImageFetcher(fetcher: ImageFetcher(network: Network(multi: CurlMulti())), cache: cache)
        let first = server.rootURL + "images/previews/0001.jpg"
        let bytes = try await fetcher.fetchImage(at: first, maxBytes: 1 << 20)
        let again = try await fetcher.fetchImage(at: first, maxBytes: 1 << 20)
        XCTAssertEqual(bytes, again)
        let requests = try await server.requests().filter { $0.path.hasPrefix("/images/") }.count
        XCTAssertEqual(requests, 1)

        let small = Data(repeating: 1, count: 3000)
        // Uses are told apart by the files' times, set here rather than waited for.
        let used = { (url: String, secondsAgo: TimeInterval) in
            let file = self.folder.appendingPathComponent(PrivateFile.name(for: url)).path
            try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: -secondsAgo)],
                ofItemAtPath: file)
        }
        cache.store(small, for: "a")
        CacheFolder.finishWrites()
        try used("a", 300)
        cache.store(small, for: "b")
        CacheFolder.finishWrites()
        try used("b", 200)
        XCTAssertNotNil(cache.image(for: "a"), "reading marks a as recently used")
        cache.store(small, for: "c")
        CacheFolder.finishWrites()
        XCTAssertNotNil(cache.image(for: "a"))
        XCTAssertNil(cache.image(for: "b"), "the least recently used went")
        XCTAssertNotNil(cache.image(for: "c"))
    }

    func testAThumbnailShowsBeforeItsCopyIsOnDiskAndIsFetchedOnce() async throws {
        let cache = ImageCache(folder: CacheFolder(url: folder, root: folder, limitBytes: 1 << 20))
        let fetcher = CachingImageFetcher(fetcher: ImageFetcher(network: Network(multi: CurlMulti())), cache: cache)
        let url = server.rootURL + "images/previews/0002.jpg"
        CacheFolder.writes.suspend()
        holdingWrites = true
        let bytes = try await fetcher.fetchImage(at: url, maxBytes: 1 << 20)
        XCTAssertEqual(try filesInTheCache(), [], "nothing written yet")
        let again = try await fetcher.fetchImage(at: url, maxBytes: 1 << 20)
        XCTAssertEqual(again, bytes, "the copy on its way to disk answers meanwhile")
        let requests = try await server.requests().filter { $0.path.hasPrefix("/images/") }.count
        XCTAssertEqual(requests, 1)
        CacheFolder.writes.resume()
        holdingWrites = false
        CacheFolder.finishWrites()
        let restarted = ImageCache(folder: CacheFolder(url: folder, root: folder, limitBytes: 1 << 20))
        XCTAssertEqual(restarted.image(for: url), bytes)
    }

    func testACorruptThumbnailFileIsAMissNotAWrongImage() throws {
        let cache = ImageCache(folder: CacheFolder(url: folder, root: folder, limitBytes: 1 << 20))
        cache.store(Data("real image bytes".utf8), for: "u")
        CacheFolder.finishWrites()
        let file = try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
            .first { !$0.lastPathComponent.hasPrefix(".") }!
        var stored = try Data(contentsOf: file)
        stored[stored.count - 1] ^= 0xFF
        try stored.write(to: file)
        XCTAssertNil(cache.image(for: "u"))
        cache.store(Data("other".utf8), for: "v")
        XCTAssertNil(cache.image(for: "w"), "another URL is never answered with v's bytes")
    }
}
