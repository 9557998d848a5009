import Foundation
import XCTest
@testable import PixscoutModel

final class ImageSearchTests: XCTestCase {
    private let key = APIKey("k")

    func testAGoodNetworkGivesThePage() async throws {
        let network = StubNetwork.good()
        let response = try await ImageSearch(network: network, apiKey: key).search(query: "lake")
        XCTAssertEqual(response.totalCount, 1)
        XCTAssertEqual(response.images.first?.id, 12345)
        XCTAssertEqual(network.requestedURLs, [
            "https://pixabay.com/api/?key=k&q=lake&page=1&per_page=50&safesearch=true",
        ])
    }

    func testPagesAndFiltersReachTheRequest() async throws {
        let network = StubNetwork.good()
        var filters = SearchFilters()
        filters.order = .latest
        _ = try await ImageSearch(network: network, baseURL: "http://127.0.0.1:9/api/", apiKey: key)
            .search(query: "lake", page: 3, perPage: 20, filters: filters)
        XCTAssertEqual(network.requestedURLs, [
            "http://127.0.0.1:9/api/?key=k&q=lake&page=3&per_page=20&order=latest&safesearch=true",
        ])
    }

    func testBadDataIsIncorrectData() async {
        await assertSearch(with: .badData, throws: .incorrectDataReturned)
    }

    func testAHitMissingAFieldIsIncorrectData() async {
        var fields = ImageJSON.fields
        fields["pageURL"] = nil
        await assertSearch(with: .good(ImageJSON.response(hits: [fields])), throws: .incorrectDataReturned)
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
            (HTTPResponse(status: 429), .rateLimited(resetSeconds: nil)),
            (HTTPResponse(status: 503), .serverError(status: 503)),
        ]
        for (response, error) in cases {
            await assertSearch(with: StubNetwork(.success(response)), throws: error)
        }
    }

    func testEveryErrorHasASentenceWithAWayForward() {
        let errors: [NetworkError] = [
            .serverNotReached, .connectionLost, .incorrectDataReturned, .invalidAPIKey,
            .rateLimited(resetSeconds: 30), .rateLimited(resetSeconds: nil), .serverError(status: 502),
            .requestRejected(status: 404),
        ]
        for error in errors {
            XCTAssertTrue(error.message.hasSuffix("."), error.message)
            XCTAssertTrue(["try again", "Preferences", "search again", "Change the search"]
                .contains { error.message.localizedCaseInsensitiveContains($0) }, error.message)
        }
        XCTAssertTrue(NetworkError.rateLimited(resetSeconds: 30).message.contains("30 s"))
    }

    private func assertSearch(with network: StubNetwork, throws expected: NetworkError,
                              file: StaticString = #filePath, line: UInt = #line) async {
        do {
            _ = try await ImageSearch(network: network, apiKey: key).search(query: "lake")
            XCTFail("expected \(expected)", file: file, line: line)
        } catch {
            XCTAssertEqual(error, expected, file: file, line: line)
        }
    }
}
