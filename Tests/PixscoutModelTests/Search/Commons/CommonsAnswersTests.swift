import CurlKit
import Foundation
import PixscoutTestSupport
import XCTest
@testable import PixscoutModel

/// Wikimedia Commons as it really answers, served by `scripts/serve-fixtures`: errors inside
/// HTTP 200, batches in parts, files of every kind shown through renditions.
final class CommonsAnswersTests: XCTestCase {
    private var server: FixtureServer!
    private var folder: URL!

    override func setUpWithError() throws {
        server = try FixtureServer()
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("pixscout-commons-\(UUID())")
    }

    override func tearDown() {
        server.stop()
        CacheFolder.finishWrites()
        try? FileManager.default.removeItem(at: folder)
    }

    private func site() -> CommonsSite {
        CommonsSite(
            network: Network(multi: CurlMulti(userAgent: "Pixscout tests (https://github.com/pixscout/pixscout)")),
            baseURL: server.rootURL + "w/api.php",
            cache: ResponseCache(folder: CacheFolder(url: folder, root: folder, limitBytes: 1 << 24)))
    }

    private func apiRequests() async throws -> [FixtureServer.LoggedRequest] {
        try await server.requests().filter { $0.path == "/w/api.php" }
    }

    private func search(_ site: CommonsSite, _ query: String = "red",
        page: PageToken? = nil) async -> Result<ResultPage, NetworkError> {
        do throws(NetworkError) {
            return .success(try await site.search(query: query, page: page, filters: SearchFilters()))
        } catch {
            return .failure(error)
        }
    }

    func testAnErrorInsideHTTP200IsAnErrorAndIsNeverKept() async throws {
        try await server.inject("commons-error", ["code": "badvalue"])
        let site = site()
        let failed = await search(site)
        XCTAssertEqual(failed.failure, .serviceError(code: "badvalue"), "not “no images”")
        let again = await search(site)
        XCTAssertFalse(try again.get().images.isEmpty, "the error was not cached: the server is asked again")
        let requests = try await apiRequests()
        XCTAssertEqual(requests.count, 2)
    }

    func testMaxlagAndRateLimitsWaitAsLongAsCommonsSays() async throws {
        try await server.inject("commons-error", ["code": "maxlag", "retry": "7"])
        let site = site()
        let lagging = await search(site)
        XCTAssertEqual(lagging.failure, .rateLimited(resetSeconds: 7))
        let meanwhile = await search(site)
        XCTAssertEqual(meanwhile.failure.map { if case .rateLimited = $0 { true } else { false } }, true,
            "nothing is sent meanwhile")
        let requests = try await apiRequests()
        XCTAssertEqual(requests.count, 1)
        try await server.inject("commons-error", ["code": "ratelimited"])
        let limited = await search(self.site(), "blue")
        XCTAssertEqual(limited.failure, .rateLimited(resetSeconds: 5))
    }

    func testABatchInPartsIsFollowedWithEveryContinueKeyAndMerged() async throws {
        let expected = try await server.commonsFiles(forQuery: "").map(\.descriptionURL)
        let asked = try await apiRequests().count
        try await server.inject("commons-partial", times: 0)
        let site = site()
        let first = try await search(site, "").get()
        XCTAssertEqual(first.images.map(\.pageURL), Array(expected.prefix(first.images.count)))
        XCTAssertEqual(first.images.count, 50, "every page of the batch, once, with its image information")
        var requests = Array(try await apiRequests().dropFirst(asked))
        XCTAssertEqual(requests.count, 2)
        XCTAssertNotNil(requests[1].query["iicontinue"], "the second part asks with iicontinue")
        XCTAssertEqual(requests[1].query["continue"], "gsroffset||")
        let next = try XCTUnwrap(first.next)
        let second = try await search(site, "", page: next).get()
        XCTAssertEqual(second.images.count, 14, "the catalog's 64 images")
        XCTAssertNil(second.next)
        XCTAssertTrue(Set(first.images.map(\.id)).isDisjoint(with: second.images.map(\.id)))
        requests = Array(try await apiRequests().dropFirst(asked))
        XCTAssertEqual(requests.count, 4)
        XCTAssertEqual(requests[2].query["gsroffset"], "50")
    }

    func testFilesOfEveryKindAreDrawnFromRenditionsNeverFromOriginals() async throws {
        try await server.inject("commons-files", times: 0)
        let images = try await search(site(), "").get().images
        XCTAssertEqual(images.count, 50)
        for image in images {
            for url in [image.previewURL, image.imageURL, image.largeImageURL].compactMap({ $0 }) {
                XCTAssertFalse(url.contains("/originals/"), "\(image.title ?? image.id): \(url)")
            }
        }
        let tiff = try XCTUnwrap(images.first { $0.downloadURL?.hasSuffix(".tif") == true && $0.previewURL != nil })
        XCTAssertTrue(tiff.previewURL?.hasSuffix(".tif.jpg") == true, tiff.previewURL ?? "")
        XCTAssertTrue(tiff.imageURL?.contains("/500px-") == true,
            "narrower than the 640 px original: \(tiff.imageURL ?? "")")
        let svg = try XCTUnwrap(images.first { $0.downloadURL?.hasSuffix(".svg") == true })
        XCTAssertTrue(svg.imageURL?.contains("/960px-") == true,
            "a drawing renders at any width: \(svg.imageURL ?? "")")
        XCTAssertTrue(svg.imageURL?.hasSuffix(".svg.png") == true)
        let failed = images.filter { $0.downloadURL?.hasSuffix(".tif") == true && $0.previewURL == nil }
        XCTAssertFalse(failed.isEmpty, "a file whose rendition failed has no picture: the placeholder shows")
        let sound = try XCTUnwrap(images.first { $0.downloadURL?.hasSuffix(".ogg") == true })
        XCTAssertNil(sound.previewURL)
        XCTAssertNil(sound.largeImageURL)
        XCTAssertNotNil(sound.downloadURL, "the original is still there to save")
    }
}

private extension Result {
    var failure: Failure? {
        if case .failure(let error) = self { error } else { nil }
    }
}
