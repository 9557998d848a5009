import Foundation
import XCTest
@testable import PixscoutModel

final class CommonsSiteTests: XCTestCase {
    func testTheFirstRequestSearchesStillImagesWithTheirMetadata() async throws {
        let network = StubNetwork.good(Data(CommonsJSON.nothingFound.utf8))
        _ = try await CommonsSite(network: network,
            baseURL: "http://127.0.0.1:9/w/api.php").search(query: "red kitten")
        let url = try XCTUnwrap(network.requestedURLs.first)
        let query = try XCTUnwrap(URLComponents(string: url)?.queryItems).reduce(into: [String: String]()) {
            $0[$1.name] = $1.value
        }
        XCTAssertEqual(query["action"], "query")
        XCTAssertEqual(query["generator"], "search")
        XCTAssertEqual(query["gsrnamespace"], "6")
        XCTAssertEqual(query["gsrsearch"], "red kitten filetype:bitmap|drawing")
        XCTAssertEqual(query["prop"], "imageinfo")
        XCTAssertEqual(query["iiprop"], "url|size|mime|extmetadata")
        XCTAssertEqual(query["iiurlwidth"], "250")
        XCTAssertEqual(query["formatversion"], "2")
        XCTAssertNil(query["gsroffset"])
    }

    func testTheNextPageContinuesFromTheOffsetCommonsGave() async throws {
        let network = StubNetwork.good(Data(CommonsJSON.nothingFound.utf8))
        var filters = SearchFilters()
        filters.imageType = .illustration
        let next = PageToken(50, continuation: ["gsroffset": "50", "continue": "gsroffset||"])
        _ = try await CommonsSite(network: network).search(query: "kitten", page: next, filters: filters)
        let url = try XCTUnwrap(network.requestedURLs.first)
        XCTAssertTrue(url.hasPrefix("https://commons.wikimedia.org/w/api.php?"), url)
        XCTAssertTrue(url.contains("&continue=gsroffset%7C%7C&gsroffset=50"), url)
        XCTAssertTrue(url.contains("gsrsearch=kitten%20filetype%3Adrawing"), url)
    }

    func testAMinimumSizeIsAskedWithCommonsFileMeasures() async throws {
        let network = StubNetwork.good(Data(CommonsJSON.nothingFound.utf8))
        var filters = SearchFilters()
        filters.size = .fullHD
        _ = try await CommonsSite(network: network).search(query: "sky", page: nil, filters: filters)
        let url = try XCTUnwrap(network.requestedURLs.first)
        XCTAssertTrue(url.contains("gsrsearch=sky%20filetype%3Abitmap%7Cdrawing%20filew%3A%3E1919%20fileh%3A%3E1079"),
            url)
    }

    func testARecheckCallsGoneOnlyThePagesCommonsSaysAreMissing() async throws {
        // 5550001 described, 7 missing, 43 there but not yet described, 42 not in the answer at all.
        let answer = CommonsJSON.searchResponse.replacingOccurrences(of: #""missing": true"#,
            with: #""missing": true }, { "pageid": 43, "ns": 6, "title": "File:Later.jpg""#)
        let site = CommonsSite(network: StubNetwork.good(Data(answer.utf8)))
        let images = ["5550001", "7", "43", "42"].map {
            ImageEntity(site: .commons, id: $0, pageURL: "https://commons.wikimedia.org/?curid=\($0)",
                previewURL: nil, imageURL: nil, largeImageURL: nil)
        }
        let asked = try await site.currentStatus(of: images)
        let statuses = try XCTUnwrap(asked)
        XCTAssertEqual(statuses["7"], SiteStatus.removed, "a page Commons says is missing is gone")
        guard case .present(let license)? = statuses["5550001"] else {
            return XCTFail("a page described is there: \(statuses)")
        }
        XCTAssertEqual(license?.name, "CC BY-SA 4.0")
        XCTAssertNil(statuses["43"], "a page that came without its image information is not called gone")
        XCTAssertNil(statuses["42"], "nor is one the answer left out")
    }

    func testRequestsGoOutOneAtATime() async throws {
        let network = ConcurrencyCountingNetwork(body: Data(CommonsJSON.nothingFound.utf8))
        let site = CommonsSite(network: network)
        try await withThrowingTaskGroup(of: Void.self) { group in
            for index in 0..<4 {
                group.addTask { _ = try await site.search(query: "q\(index)") }
            }
            try await group.waitForAll()
        }
        XCTAssertEqual(network.requests, 4)
        XCTAssertEqual(network.mostAtOnce, 1, "Wikimedia asks for one request at a time")
    }
}

/// Answers after a short wait, counting how many requests were in flight at once.
final class ConcurrencyCountingNetwork: Networking, @unchecked Sendable {
    private let body: Data
    private let lock = NSLock()
    private var inFlight = 0
    private(set) var mostAtOnce = 0
    private(set) var requests = 0

    init(body: Data) {
        self.body = body
    }

    func get(_ request: NetworkRequest) async throws(NetworkError) -> HTTPResponse {
        lock.withLock {
            inFlight += 1
            requests += 1
            mostAtOnce = max(mostAtOnce, inFlight)
        }
        try? await Task.sleep(for: .milliseconds(20))
        lock.withLock { inFlight -= 1 }
        return HTTPResponse(status: 200, body: body)
    }
}
