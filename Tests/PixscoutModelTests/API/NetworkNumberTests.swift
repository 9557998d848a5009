import Foundation
import XCTest
@testable import PixscoutModel

/// Numbers from headers and JSON as hostile servers send them: every one ends finite, in
/// range, or unknown; none traps.
final class NetworkNumberTests: XCTestCase {
    private let now = Date(timeIntervalSince1970: 2_000_000_000)

    func testWaitsFromHeadersAreClampedToADay() {
        let table: [(String, Int64?)] = [
            ("120", 120), ("0", 0), ("1.2", 2), ("1e300", 86_400), ("-1e19", 0), ("-5", 0), ("inf", nil), ("-inf", nil),
            ("nan", nil), ("NaN", nil), ("", nil), ("soon", nil), ("9223372036854775808", 86_400),
                (String(repeating: "9", count: 400), nil),
            ("Wed, 21 Oct 2015 07:28:00 GMT", 0), ("Wed, 18 May 2033 03:34:20 GMT", 60),
                ("Sat, 1 Jan 2050 00:00:00 GMT", 86_400),
            ("Wed, 40 May 2033 03:34:20 GMT", nil), ("Wed, 18 May 2033 25:00:00 GMT", nil),
        ]
        for (value, expected) in table {
            XCTAssertEqual(RateLimitHeaders(headers: ["retry-after": value], now: now).waitSeconds, expected,
                "Retry-After: \(value)")
            XCTAssertEqual(RateLimitHeaders(headers: ["x-ratelimit-reset": value], now: now).waitSeconds,
                           value.contains("GMT") ? nil : expected, "X-RateLimit-Reset: \(value)")
        }
    }

    func testRemainingCountsAtZeroOrBelowMeanExhausted() {
        let table: [(String, Bool)] = [
            ("0", true), ("-1", true), ("-1e19", true), ("1", false), ("1e300", false), ("nan", false), ("inf", false),
                ("many", false),
        ]
        for (value, exhausted) in table {
            XCTAssertEqual(RateLimitHeaders(headers: ["x-ratelimit-remaining": value], now: now).exhausted, exhausted,
                value)
            XCTAssertEqual(
                RateLimitHeaders(headers: ["x-ratelimit-available-anon_burst": value,
                    "x-ratelimit-limit-anon_burst": "20/min"], now: now)
                    .exhaustedScopeWindow != nil, exhausted, value)
        }
    }

    func testA429WithAnAbsurdWaitIsARateLimitOfADay() {
        for value in ["1e300", "-1e19", "inf", "nan", "18446744073709551616"] {
            let error = HTTPResponse(status: 429, headers: ["retry-after": value]).error
            guard case .rateLimited(let seconds) =
                error else { return XCTFail("\(value): \(String(describing: error))") }
            XCTAssertTrue(seconds.map { (0...86_400).contains($0) } ?? true, "\(value): \(String(describing: seconds))")
        }
        let gate = RateLimitGate { [now] in now }
        gate.record(HTTPResponse(status: 429, headers: ["retry-after": "1e300"]))
        XCTAssertThrowsError(try gate.checkOpen()) { error in
            XCTAssertEqual(error as? NetworkError, .rateLimited(resetSeconds: 86_400))
        }
    }

    func testPixabayNumbersAreClampedOrUnknown() throws {
        for value in [1e300, -1e19, 4.5, -1] as [Any] + ["nan", "inf", NSNull()] {
            var fields = ImageJSON.fields
            for key in ["views", "downloads", "likes", "imageWidth", "imageHeight", "webformatWidth", "imageSize"] {
                fields[key] = value
            }
            let body = try JSONSerialization.data(withJSONObject: ["totalHits": value, "total": value,
                "hits": [fields]])
            let response = try JSONDecoder().decode(PixabayResponse.self, from: body)
            XCTAssertTrue((0...Int(1 << 53)).contains(response.totalHits), "\(value)")
            let image = try XCTUnwrap(response.hits.first)
            XCTAssertTrue(image.viewCount.map { (0...(1 << 53)).contains($0) } ?? true, "\(value)")
            XCTAssertTrue(image.pageImageWidth.map { (1...1_000_000).contains($0) } ?? true, "\(value)")
            XCTAssertTrue(image.fileSize.map { $0 >= 0 } ?? true, "\(value)")
        }
    }

    func testOpenverseAndCommonsNumbersNeverTrap() async throws {
        for value in ["1e300", "-1e19", "1.5", "null", "\"nan\""] {
            let openverse = """
                {"result_count": \(value), "page_count": \(value), "results": [{"id": "a", "url": "https://x/a.jpg",
                 "license": "by", "width": \(value), "height": \(value), "filesize": \(value)}]}
                """
            let page = try await OpenverseSite(network: StubNetwork.good(Data(openverse.utf8))).search(query: "q")
            XCTAssertEqual(page.images.count, 1, value)
            XCTAssertTrue((page.totalCount ?? 0) >= 0, value)
            let commons = """
                {"batchcomplete": true, "continue": {"gsroffset": \(value), "continue": "gsroffset||"},
                 "query": {"pages": [{"pageid": 1, "title": "File:A.jpg", "index": \(value), "imageinfo": [{
                   "url": "https://x/A.jpg", "descriptionurl": "https://x/wiki/File:A.jpg",
                   "thumburl": "https://x/thumb/A.jpg/250px-A.jpg",
                   "width": \(value), "height": \(value), "size": \(value), "mime": "image/jpeg",
                   "extmetadata": {"Artist": {"value": \(value)}, "ObjectName": {"value": \(value)}}}]}]}}
                """
            let files = try await CommonsSite(network: StubNetwork.good(Data(commons.utf8))).search(query: "q")
            XCTAssertEqual(files.images.count, 1, value)
        }
    }

    func testAMetadataNumberTooLargeForAnIntegerIsStillText() throws {
        let info = try JSONDecoder().decode(CommonsImageInfo.MetadataValue.self, from: Data(#"{"value": 1e300}"#.utf8))
        XCTAssertEqual(info.value, "1e+300")
        let small = try JSONDecoder().decode(CommonsImageInfo.MetadataValue.self, from: Data(#"{"value": 1905}"#.utf8))
        XCTAssertEqual(small.value, "1905")
        let odd = try JSONDecoder().decode(CommonsImageInfo.MetadataValue.self,
            from: Data(#"["not", "an", "object"]"#.utf8))
        XCTAssertEqual(odd.value, "")
    }

    func testOneBrokenResultCostsThatResultNotThePage() throws {
        var good = ImageJSON.fields
        good["id"] = 7
        let body = try JSONSerialization.data(withJSONObject: [
            "totalHits": 3, "hits": [["id": 1e300], "a string", good, ["id": -4, "pageURL": 5]],
        ])
        XCTAssertEqual(try JSONDecoder().decode(PixabayResponse.self, from: body).hits.map(\.id), ["7"])
    }

    func testTurningAMegabyteOfBrokenHTMLIntoTextIsLinear() {
        let unmatched = String(repeating: "<", count: 1_000_000)
        XCTAssertEqual(HTMLText.plain(unmatched).count, 1_000_000, "every < is text")
        let openTags = String(repeating: "<a", count: 500_000)
        XCTAssertEqual(HTMLText.plain(openTags).count, 1_000_000)
        let scripts = String(repeating: "<script>", count: 100_000)
        XCTAssertEqual(HTMLText.plain(scripts), "")
        let entities = String(repeating: "&", count: 1_000_000)
        XCTAssertEqual(HTMLText.plain(entities).count, 1_000_000)
    }
}
