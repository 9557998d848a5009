import CurlKit
import Foundation
import PixscoutTestSupport
import XCTest
@testable import PixscoutModel

/// The libcurl client against the real local fixture server.
final class NetworkTests: XCTestCase {
    private var server: FixtureServer!
    private var network: Network!

    override func setUpWithError() throws {
        server = try FixtureServer(arguments: ["--key", "good-key"])
        network = Network(multi: CurlMulti())
    }

    override func tearDown() {
        server.stop()
    }

    private func search(_ query: String = "blue", key: String = "good-key") -> String {
        PixabayRequest(baseURL: server.apiURL, apiKey: APIKey(key), query: query, perPage: 3).url
    }

    private func expectError(_ expected: NetworkError, for url: String,
                             file: StaticString = #filePath, line: UInt = #line) async {
        let search = PixabaySite(network: network, baseURL: server.apiURL, apiKey: APIKey("good-key"))
        do {
            _ = try await search.search(query: "blue")
            XCTFail("expected \(expected)", file: file, line: line)
        } catch {
            XCTAssertEqual(error, expected, file: file, line: line)
        }
    }

    func testParametersArriveEncoded() async throws {
        _ = try await network.get(search("red & blue+green=ü"))
        let logged = try await server.requests()
        XCTAssertEqual(logged.last?.query["q"], "red & blue+green=ü")
        XCTAssertEqual(logged.last?.query["safesearch"], "true")
    }

    func testStatusHeadersAndBodyComeBack() async throws {
        let response = try await network.get(search())
        XCTAssertEqual(response.status, 200)
        XCTAssertEqual(response.headers["content-type"], "application/json")
        XCTAssertEqual(response.headers["x-ratelimit-limit"], "100")
        let page = try JSONDecoder().decode(PixabayResponse.self, from: response.body)
        XCTAssertEqual(page.hits.count, 3)
        XCTAssertTrue(page.hits.allSatisfy { $0.tags.contains("blue") })
    }

    func testErrorStatusesStillReturnTheResponse() async throws {
        let response = try await network.get(server.rootURL + "images/previews/missing.jpg")
        XCTAssertEqual(response.status, 404)
        XCTAssertEqual(response.error, .requestRejected(status: 404))
    }

    func testAServerThatIsNotListeningIsNotReached() async {
        server.stop()
        do {
            _ = try await network.get(search())
            XCTFail("expected an error")
        } catch {
            XCTAssertEqual(error, .serverNotReached)
        }
    }

    func testAWrongKeyIsReportedAsAnInvalidKey() async throws {
        let response = try await network.get(search(key: "wrong-key"))
        XCTAssertEqual(response.status, 400)
        XCTAssertEqual(response.error, .invalidAPIKey)
    }

    func testRateLimitingCarriesTheResetSeconds() async throws {
        try await server.inject("status", ["status": "429", "reset": "2"])
        await expectError(.rateLimited(resetSeconds: 2), for: search())
    }

    func testServerErrorsMapToServerError() async throws {
        try await server.inject("status", ["status": "500"])
        await expectError(.serverError(status: 500), for: search())
    }

    func testInvalidJSONIsIncorrectData() async throws {
        try await server.inject("invalid-json")
        await expectError(.incorrectDataReturned, for: search())
    }

    func testTruncatedJSONIsIncorrectData() async throws {
        try await server.inject("truncated-json")
        await expectError(.incorrectDataReturned, for: search())
    }

    func testAConnectionDroppedMidBodyIsALostConnection() async throws {
        try await server.inject("cut")
        await expectError(.connectionLost, for: search())
    }

    func testABodyOverTheLimitIsIncorrectData() async throws {
        do {
            _ = try await network.get(NetworkRequest(url: server.rootURL + "images/webformat/0001.jpg",
                maxBodyBytes: 1000))
            XCTFail("expected an error")
        } catch {
            XCTAssertEqual(error, .incorrectDataReturned)
        }
    }

    func testOnlyHTTPAndHTTPSAreFetched() async {
        do {
            _ = try await network.get("file:///etc/passwd")
            XCTFail("file: must not be fetched")
        } catch {
            XCTAssertEqual(error, .incorrectDataReturned)
        }
    }

    func testCancellingASlowTransferEndsItPromptly() async throws {
        // The drip would take about 40 s to deliver the page.
        try await server.inject("drip", ["bytes": "8", "interval_ms": "100"])
        let network = self.network!
        let url = search()
        let transfer = Task { try await network.get(url) }
        try await poll("the body to start dripping") { try await server.requests().contains { $0.path == "/api/" } }
        let cancelledAt = ContinuousClock.now
        transfer.cancel()
        let result = await transfer.result
        XCTAssertLessThan(ContinuousClock.now - cancelledAt, .seconds(2))
        XCTAssertThrowsError(try result.get()) { error in
            XCTAssertEqual(error as? NetworkError, .cancelled)
        }
    }

    func testACancelledTransferLeavesTheMultiHandle() async throws {
        try await server.inject("drip", ["bytes": "8", "interval_ms": "100"])
        let multi = CurlMulti()
        let url = search()
        let transfer = Task { try await multi.perform(CurlRequest(url: url)) }
        await poll("the transfer to be under way") { multi.activeTransferCount == 1 }
        transfer.cancel()
        _ = await transfer.result
        await poll("the transfer to leave the multi handle") { multi.activeTransferCount == 0 }
    }

    func testFiftyConcurrentRequestsAllComplete() async throws {
        let network = self.network!
        let urls = (0..<50).map { index in
            index.isMultiple(of: 2)
                ? search(["blue", "red", "clouds", "waves", "sun"][index % 5])
                : server.rootURL + "images/previews/\(String(format: "%04d", index % 64 + 1)).jpg"
        }
        let statuses = try await withThrowingTaskGroup(of: Int.self) { group in
            for url in urls {
                group.addTask { try await network.get(url).status }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        XCTAssertEqual(statuses.count, 50)
        XCTAssertEqual(Set(statuses), [200])
    }
}
