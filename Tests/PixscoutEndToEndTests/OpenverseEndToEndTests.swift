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
