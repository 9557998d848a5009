import Foundation
import PixscoutTestSupport
import XCTest

/// Openverse through the real app against `serve-fixtures`' Openverse format, 640 results
/// (ten copies of the catalog) of which an anonymous client may see 400.
final class OpenverseEndToEndTests: EndToEndTestCase {
    override var serverArguments: [String] { ["--copies", "10"] }

    override func appArguments(server: FixtureServer) -> [String] {
        ["--provider", "openverse", "--api-url", server.rootURL + "v1/images/"]
    }

    func testASearchShowsRowsWithThumbnailsEnterOpensTheLandingPageAndCreditIsCopied() throws {
        let expected = try server.blocking { try await $0.openverseResults(forQuery: "blue") }
        let rows = try search("blue")
        XCTAssertEqual(rows, min(20, expected.count))
        try app.waitForEvent { $0.hasPrefix("previews-shown 3 ") }
        try app.press("Down", "Return")
        XCTAssertEqual(try app.waitForOpenedURLs(count: 1), [expected[0].landingURL])
        try app.waitForEvent { $0.hasPrefix("detail \(expected[0].id) ") }
        XCTAssertEqual(try copyCredit(), expected[0].attribution, "Openverse's own credit line")
        _ = try app.screenshot(named: "openverse-blue")
    }

    func testPagingStopsAtTheTwentyPagesAnAnonymousClientMaySee() throws {
        try app.press("Return")
        try app.waitForEvent { $0 == "rows 20" }
        try pageToTheEnd(400)
        let requests = try server.blocking { try await $0.requests() }.filter { $0.path == "/v1/images/" }
        XCTAssertEqual(requests.map { $0.query["page"] ?? "?" }, (1...20).map(String.init))
        XCTAssertTrue(requests.allSatisfy { $0.query["page_size"] == "20" })
    }
}

/// Wikimedia Commons through the real app against `serve-fixtures`' Commons format: 192
/// results (three copies of the catalog), four pages of 50.
final class CommonsEndToEndTests: EndToEndTestCase {
    override var serverArguments: [String] { ["--copies", "3"] }

    override func appArguments(server: FixtureServer) -> [String] {
        ["--provider", "commons", "--api-url", server.rootURL + "w/api.php"]
    }

    func testASearchShowsRowsWithThumbnailsEnterOpensTheFilePageAndCreditIsComposed() throws {
        let expected = try server.blocking { try await $0.commonsFiles(forQuery: "blue") }
        let rows = try search("blue")
        XCTAssertEqual(rows, expected.count)
        try app.waitForEvent { $0.hasPrefix("previews-shown 3 ") }
        try app.press("Down", "Return")
        XCTAssertEqual(try app.waitForOpenedURLs(count: 1), [expected[0].descriptionURL])
        let first = expected[0]
        XCTAssertEqual(try copyCredit(),
                       "“\(first.title)” by \(first.artist), from Wikimedia Commons (\(first.descriptionURL)), \(first.license) (\(first.licenseURL))")
        _ = try app.screenshot(named: "commons-blue")
    }

    func testPagingFollowsTheContinuationOneRequestAtATimeWithAUserAgent() throws {
        try app.press("Return")
        try app.waitForEvent { $0 == "rows 50" }
        try pageToTheEnd(192)
        let requests = try server.blocking { try await $0.requests() }.filter { $0.path == "/w/api.php" }
        XCTAssertEqual(requests.map { $0.query["gsroffset"] ?? "0" }, ["0", "50", "100", "150"])
        XCTAssertTrue(requests.allSatisfy { $0.concurrent == 1 }, "one request at a time")
        XCTAssertTrue(requests.allSatisfy { $0.userAgent.hasPrefix("Pixscout/") && $0.userAgent.contains("(https://") },
                      requests.first?.userAgent ?? "")
    }
}

/// Pixabay's credit: the author, the page and the Pixabay Content License.
final class PixabayCreditEndToEndTests: EndToEndTestCase {
    func testCopyCreditNamesTheAuthorThePageAndTheLicence() throws {
        let pages = try server.blocking { try await $0.pageURLs(forQuery: "sun", key: Self.key) }
        try search("sun")
        try app.press("Down")
        let detail = try app.waitForEvent { $0.hasPrefix("detail ") }
        XCTAssertTrue(detail.hasSuffix("| Pixabay Content License"), detail)
        let credit = try copyCredit()
        XCTAssertTrue(credit.hasPrefix("Image by "), credit)
        XCTAssertTrue(credit.hasSuffix(
            ", from Pixabay (\(pages[0])), Pixabay Content License (https://pixabay.com/service/license-summary/)"), credit)
    }
}
