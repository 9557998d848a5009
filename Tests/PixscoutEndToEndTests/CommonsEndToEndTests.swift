import Foundation
import PixscoutProbe
import PixscoutTestSupport
import XCTest

/// Wikimedia Commons through the real app against `serve-fixtures`' Commons format: 192
/// results (three copies of the catalog), four pages of 50.
final class CommonsEndToEndTests: EndToEndTestCase {
    override var serverArguments: [String] { ["--copies", "3"] }

    override func appArguments(server: FixtureServer) -> [String] {
        ["--site", "commons", "--api-url", server.rootURL + "w/api.php"]
    }

    func testASearchShowsRowsWithThumbnailsEnterOpensTheFilePageAndCreditIsComposed() throws {
        let expected = try server.blocking { try await $0.commonsFiles(forQuery: "blue") }
        let rows = try search("blue")
        XCTAssertEqual(rows, expected.count)
        try app.waitForEvent { $0.previewCount == 3 }
        try app.press("Down", "Return")
        XCTAssertEqual(try app.waitForOpenedURLs(count: 1), [expected[0].descriptionURL])
        let first = expected[0]
        let credit = try copyCredit()
        XCTAssertTrue(credit.hasPrefix("“\(first.title)” (\(first.descriptionURL)) by \(first.artist)"), credit)
        XCTAssertTrue(credit.contains(", from Wikimedia Commons, "), credit)
        XCTAssertTrue(credit.hasSuffix(" under \(first.license) (\(first.licenseURL)).")
            || credit.hasSuffix("(\(first.licenseURL)): no credit is needed."),
                      credit)
        _ = try app.screenshot(named: "commons-blue")
    }

    func testPagingFollowsTheContinuationOneRequestAtATimeWithAUserAgent() throws {
        try app.press("Return")
        try app.waitForEvent(.rows(50))
        try pageToTheEnd(192)
        let requests = try server.blocking { try await $0.requests() }.filter { $0.path == "/w/api.php" }
        XCTAssertEqual(requests.map { $0.query["gsroffset"] ?? "0" }, ["0", "50", "100", "150"])
        XCTAssertTrue(requests.allSatisfy { $0.concurrent == 1 }, "one request at a time")
        XCTAssertTrue(requests.allSatisfy { $0.userAgent.hasPrefix("Pixscout/") && $0.userAgent.contains("(https://") },
                      requests.first?.userAgent ?? "")
    }
}

/// Commons with "What is it for?" set to commercial use, answering with non-commercial files
/// although it was asked for free ones: Pixscout checks each result itself.
final class CommonsForCommercialUseEndToEndTests: EndToEndTestCase {
    override func appArguments(server: FixtureServer) -> [String] {
        ["--site", "commons", "--api-url", server.rootURL + "w/api.php"]
    }

    override func prepareHome(_ home: URL) throws {
        try Self.chooseCommercialUse(in: home)
    }

    func testACommonsFileMarkedNonCommercialNeverShows() throws {
        try server.blocking { try await $0.inject("commons-nc", times: 0) }
        let files = try server.blocking { try await $0.commonsFiles(forQuery: "blue") }
        let allowed = files.count / 2
        XCTAssertGreaterThan(files.count - allowed, 0, "the fixtures mark some files NC")
        let before = app.events.count
        try search("blue")
        let status = try app.waitForEvent(after: before) { $0.searchStatus?.isResults(for: "blue") == true }
        XCTAssertTrue(status.searchStatus?.isResults(for: "blue", count: allowed) == true, status.text)
        for _ in 0..<allowed {
            let mark = app.events.count
            try app.press("Down")
            let detail = try app.waitForEvent(after: mark) { $0.kind == .detail }
            XCTAssertFalse(detail.detailLicense?.contains("NC") ?? true, detail.text)
        }
    }
}
