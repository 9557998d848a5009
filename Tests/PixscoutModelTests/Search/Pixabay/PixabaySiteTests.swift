import Foundation
import XCTest
@testable import PixscoutModel

final class PixabaySiteTests: XCTestCase {
    private let key = APIKey("k")

    func testAGoodNetworkGivesThePage() async throws {
        let network = StubNetwork.good()
        let page = try await PixabaySite(network: network, apiKey: key).search(query: "lake")
        XCTAssertEqual(page.totalCount, 1)
        XCTAssertEqual(page.images.first?.id, "12345")
        XCTAssertNil(page.next, "one result: nothing more")
        XCTAssertEqual(network.requestedURLs, [
            "https://pixabay.com/api/?key=k&q=lake&page=1&per_page=50&safesearch=true",
        ])
    }

    func testPagesFiltersAndTheLanguageReachTheRequest() async throws {
        let network = StubNetwork.good()
        var filters = SearchFilters()
        filters.order = .latest
        _ = try await PixabaySite(network: network, baseURL: "http://127.0.0.1:9/api/", apiKey: key, perPage: 20,
            language: "de")
            .search(query: "lake", page: PageToken(3), filters: filters)
        XCTAssertEqual(network.requestedURLs, [
            "http://127.0.0.1:9/api/?key=k&q=lake&lang=de&page=3&per_page=20&order=latest&safesearch=true",
        ])
    }

    func testTheNextPageIsOfferedUntilTotalHitsAndNeverPastFiveHundred() async throws {
        let hits = (1...50).map { index -> [String: Any] in
            var fields = ImageJSON.fields
            fields["id"] = index
            return fields
        }
        let site = PixabaySite(network: StubNetwork.good(ImageJSON.response(hits: hits, totalHits: 120)),
            apiKey: key)
        let second = try await site.search(query: "a", page: PageToken(2), filters: SearchFilters())
        XCTAssertEqual(second.next, PageToken(3))
        let third = try await site.search(query: "a", page: PageToken(3), filters: SearchFilters())
        XCTAssertNil(third.next, "150 is past 120")
        let capped = PixabaySite(network: StubNetwork.good(ImageJSON.response(hits: hits, totalHits: 20_000)),
            apiKey: key)
        let tenth = try await capped.search(query: "a", page: PageToken(10), filters: SearchFilters())
        XCTAssertEqual(tenth.totalCount, 500)
        XCTAssertNil(tenth.next, "Pixabay pages through 500 at most")
    }

    func testBadDataIsIncorrectData() async {
        await assertSearch(with: .badData, throws: .incorrectDataReturned)
    }

    func testAHitMissingItsPageIsLeftOutAndTheOthersStay() async throws {
        var broken = ImageJSON.fields
        broken["pageURL"] = nil
        var second = ImageJSON.fields
        second["id"] = 2
        let site = PixabaySite(network: StubNetwork.good(ImageJSON.response(hits: [broken, second])),
            apiKey: key)
        let page = try await site.search(query: "a")
        XCTAssertEqual(page.images.map(\.id), ["2"])
    }

    func testNetworkErrorsPassThrough() async {
        for error in [NetworkError.serverNotReached, .connectionLost, .cancelled] {
            await assertSearch(with: .error(error), throws: error)
        }
    }

    func testErrorStatusesBecomeTheirErrors() async {
        let cases: [(HTTPResponse, NetworkError)] = [
            (HTTPResponse(status: 400, body: Data("[ERROR 400] Invalid or missing API key".utf8)), .invalidAPIKey),
            (HTTPResponse(status: 400, body: Data("[ERROR 400] \"page\" is out of valid range.".utf8)),
             .requestRejected(status: 400)),
            (HTTPResponse(status: 429, headers: ["x-ratelimit-reset": "17"]), .rateLimited(resetSeconds: 17)),
            (HTTPResponse(status: 429, headers: ["retry-after": "9"]), .rateLimited(resetSeconds: 9)),
            (HTTPResponse(status: 429), .rateLimited(resetSeconds: nil)),
            (HTTPResponse(status: 503), .serverError(status: 503)),
            (HTTPResponse(status: 403), .requestRejected(status: 403)),
        ]
        for (response, error) in cases {
            await assertSearch(with: StubNetwork(.success(response)), throws: error)
        }
    }

    func testEveryErrorHasASentenceWithAWayForwardNamingTheService() {
        let errors: [NetworkError] = [
            .serverNotReached, .connectionLost, .incorrectDataReturned, .invalidAPIKey,
            .rateLimited(resetSeconds: 30), .rateLimited(resetSeconds: nil), .serverError(status: 502),
            .requestRejected(status: 404), .networkLibraryUnsupported,
        ]
        for error in errors {
            let message = error.message(service: "Openverse")
            XCTAssertTrue(message.hasSuffix("."), message)
            XCTAssertTrue(["try again", "Preferences", "search again", "Change the search", "start Pixscout again"]
                .contains { message.localizedCaseInsensitiveContains($0) }, message)
            if error != .networkLibraryUnsupported {
                XCTAssertTrue(message.contains("Openverse"), message)
            }
        }
        XCTAssertTrue(NetworkError.rateLimited(resetSeconds: 30).message.contains("30 s"))
    }

    private func assertSearch(with network: StubNetwork, throws expected: NetworkError,
                              file: StaticString = #filePath, line: UInt = #line) async {
        do {
            _ = try await PixabaySite(network: network, apiKey: key).search(query: "lake")
            XCTFail("expected \(expected)", file: file, line: line)
        } catch {
            XCTAssertEqual(error, expected, file: file, line: line)
        }
    }
}
