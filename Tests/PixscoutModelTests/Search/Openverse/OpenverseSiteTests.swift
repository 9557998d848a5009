import Foundation
import XCTest
@testable import PixscoutModel

final class OpenverseSiteTests: XCTestCase {
    private let clock = TestClock()

    private func site(_ network: StubNetwork) -> OpenverseSite {
        let clock = self.clock
        return OpenverseSite(network: network, baseURL: "http://127.0.0.1:9/v1/images/", now: { clock.now })
    }

    func testRequestsStayWithinTheAnonymousLimits() async throws {
        let network = StubNetwork.good(OpenverseJSON.response(results: [], resultCount: 0, pageCount: 0))
        var filters = SearchFilters()
        filters.imageType = .photo
        filters.orientation = .vertical
        filters.safeSearch = false
        _ = try await site(network).search(query: "red fox", page: PageToken(25), filters: filters)
        XCTAssertEqual(network.requestedURLs, [
            "http://127.0.0.1:9/v1/images/?q=red%20fox&page=20&page_size=20&category=photograph"
                + "&aspect_ratio=tall&mature=true",
        ])
    }

    func testPagingStopsAtTwentyPagesOrTheLastPage() async throws {
        let results = (1...20).map { OpenverseJSON.minimalResult(id: "id-\($0)") }
        let many = site(.good(OpenverseJSON.response(results: results, resultCount: 10_000, pageCount: 500)))
        let first = try await many.search(query: "fox")
        XCTAssertEqual(first.next, PageToken(2))
        XCTAssertEqual(first.totalCount, 400, "20 pages of 20 is all an anonymous client may see")
        let twentieth = try await many.search(query: "fox", page: PageToken(20), filters: SearchFilters())
        XCTAssertNil(twentieth.next)
        let few = site(.good(OpenverseJSON.response(results: results, resultCount: 45, pageCount: 3, page: 3)))
        let third = try await few.search(query: "fox", page: PageToken(3), filters: SearchFilters())
        XCTAssertNil(third.next)
        XCTAssertEqual(third.totalCount, 45)
    }

    func testAnExhaustedAnonymousBurstBlocksUntilItsWindowEnds() async throws {
        let network = StubNetwork(.success(HTTPResponse(
            status: 200,
            headers: [
                "x-ratelimit-limit-anon_burst": "20/min", "x-ratelimit-available-anon_burst": "0",
                "x-ratelimit-limit-anon_sustained": "200/day", "x-ratelimit-available-anon_sustained": "150",
            ],
            body: OpenverseJSON.response(results: [], resultCount: 0, pageCount: 0))))
        let site = site(network)
        _ = try await site.search(query: "a")
        await assertRateLimited(site, seconds: 60)
        clock.advance(61)
        _ = try await site.search(query: "c")
        XCTAssertEqual(network.requestedURLs.count, 2)
    }

    func testA429WithRetryAfterIsWaitedOut() async throws {
        let network = StubNetwork(.success(HTTPResponse(status: 429, headers: ["retry-after": "7"])))
        let site = site(network)
        await assertRateLimited(site, seconds: 7)
        await assertRateLimited(site, seconds: 7)
        XCTAssertEqual(network.requestedURLs.count, 1, "nothing is sent while waiting")
    }

    private func assertRateLimited(_ site: OpenverseSite, seconds: Int,
                                   file: StaticString = #filePath, line: UInt = #line) async {
        do {
            _ = try await site.search(query: "b")
            XCTFail("expected the rate limit", file: file, line: line)
        } catch {
            XCTAssertEqual(error, .rateLimited(resetSeconds: seconds), file: file, line: line)
        }
    }
}
