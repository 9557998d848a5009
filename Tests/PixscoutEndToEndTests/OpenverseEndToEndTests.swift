import Foundation
import PixscoutTestSupport
import XCTest

/// Openverse through the real app against `serve-fixtures`' Openverse format, 640 results
/// (ten copies of the catalog) of which an anonymous client may see 400.
final class OpenverseEndToEndTests: EndToEndTestCase {
    override var serverArguments: [String] { ["--copies", "10"] }

    /// Each site at the fixture server by name, as `--api-url NAME=URL` gives them.
    override func appArguments(server: FixtureServer) -> [String] {
        ["--site", "openverse", "--api-url", "openverse=" + server.rootURL + "v1/images/",
         "--api-url", "commons=" + server.rootURL + "w/api.php"]
    }

    func testASearchShowsRowsWithThumbnailsEnterOpensTheLandingPageAndCreditIsCopied() throws {
        let expected = try server.blocking { try await $0.openverseResults(forQuery: "blue") }
        let rows = try search("blue")
        XCTAssertEqual(rows, min(20, expected.count))
        try app.waitForEvent { $0.previewCount == 3 }
        try app.press("Down", "Return")
        XCTAssertEqual(try app.waitForOpenedURLs(count: 1), [expected[0].landingURL])
        try app.waitForEvent { $0.detailID == expected[0].id }
        let first = expected[0]
        let licence = first.license == "cc0" ? "CC0 \(first.licenseVersion)"
            : first.license == "pdm" ? "Public Domain Mark \(first.licenseVersion)"
                : "CC \(first.license.uppercased()) \(first.licenseVersion)"
        let terms = ["cc0", "pdm"].contains(first.license)
            ? "is free to use under \(licence) (\(first.licenseURL)): no credit is needed."
            : "is licensed under \(licence) (\(first.licenseURL))."
        let source = first.source == "flickr" ? "Flickr" : "Wikimedia Commons"
        XCTAssertEqual(
            try copyCredit(),
            "“\(first.title)” (\(first.landingURL)) by \(first.creator) (\(first.creatorURL)), from \(source) via "
                + "Openverse, \(terms)",
            "title, author, source and licence, each with its link")
        _ = try app.screenshot(named: "openverse-blue")
    }

    func testPagingStopsAtTheTwentyPagesAnAnonymousClientMaySee() throws {
        try app.press("Return")
        try app.waitForEvent(.rows(20))
        try pageToTheEnd(400)
        let requests = try server.blocking { try await $0.requests() }.filter { $0.path == "/v1/images/" }
        XCTAssertEqual(requests.map { $0.query["page"] ?? "?" }, (1...20).map(String.init))
        XCTAssertTrue(requests.allSatisfy { $0.query["page_size"] == "20" })
    }
}
