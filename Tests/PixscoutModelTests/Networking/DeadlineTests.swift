import CurlKit
import Foundation
import PixscoutTestSupport
import XCTest
@testable import PixscoutModel

/// Every transfer ends by its deadline, however slowly a server sends: here capped to a second
/// or two, so that a test need not wait the real thirty.
final class DeadlineTests: XCTestCase {
    private var server: FixtureServer!

    override func setUpWithError() throws {
        server = try FixtureServer()
    }

    override func tearDown() {
        server.stop()
    }

    func testAServerSendingThreeBytesASecondTimesOut() async throws {
        try await server.inject("drip", ["bytes": "3", "interval_ms": "1000"])
        let network = DeadlineCappedNetwork(Network(multi: CurlMulti()), seconds: 2)
        let site = OpenverseSite(network: network, baseURL: server.rootURL + "v1/images/")
        do {
            _ = try await site.search(query: "red")
            XCTFail("expected the deadline")
        } catch {
            XCTAssertEqual(error, .timedOut)
            XCTAssertEqual(error.message(service: "Openverse"), "Openverse took too long to answer. Try again.")
        }
    }

    func testATrickleNeverHoldsCommonsOneRequestGate() async throws {
        try await server.inject("drip", ["bytes": "3", "interval_ms": "1000"])
        let network = DeadlineCappedNetwork(
            Network(multi: CurlMulti(userAgent: "Pixscout tests (https://github.com/pixscout/pixscout)")), seconds: 2)
        let site = CommonsSite(network: network, baseURL: server.rootURL + "w/api.php")
        let slow = Task { try await site.search(query: "red") }
        await poll("the slow search to be on its way") { (try? await self.server.requests().count) == 1 }
        let next = Task { try await site.search(query: "blue") }
        let first = await slow.result
        let second = await next.result
        XCTAssertThrowsError(try first.get()) { XCTAssertEqual($0 as? NetworkError, .timedOut) }
        XCTAssertFalse(try second.get().images.isEmpty, "the search queued behind it went out once it gave up")
    }

    func testAThumbnailThatNeverFinishesGivesUp() async throws {
        try await server.inject("drip", ["scope": "images", "bytes": "3", "interval_ms": "1000"])
        let fetcher = ImageFetcher(network: DeadlineCappedNetwork(Network(multi: CurlMulti()), seconds: 1))
        do {
            _ = try await fetcher.fetchImage(at: server.rootURL + "images/previews/0001.jpg", maxBytes: 1 << 20)
            XCTFail("expected the deadline")
        } catch {
            XCTAssertEqual(error, .timedOut)
        }
    }
}
