import Foundation
import PixscoutProbe
import PixscoutTestSupport
import XCTest

/// The real app, under Xvfb, against `scripts/serve-fixtures`, driven with real key and mouse
/// events as a person would.
final class BrowserEndToEndTests: EndToEndTestCase {

    private func search(_ query: String) throws -> Int {
        try app.type(query)
        try app.press("Return")
        let rows = try app.waitForEvent { $0.hasRows }
        return rows.rowCount ?? 0
    }

    func testTypingAQueryAndEnterShowsRowsWithThumbnails() throws {
        let rows = try search("blue")
        XCTAssertGreaterThan(rows, 0)
        try app.waitForEvent { $0.previewCount == min(rows, 3) }
        try app.waitForEvent { $0.searchStatus?.isResults(for: "blue") == true }
        let screenshot = try app.screenshot(named: "results-blue")
        XCTAssertTrue(FileManager.default.fileExists(atPath: screenshot.path))
    }

    func testDownFromTheEntryThenThreeDownsAndEnterOpenTheFourthResult() throws {
        let expected = try server.blocking { try await $0.pageURLs(forQuery: "clouds", key: Self.key) }
        XCTAssertGreaterThanOrEqual(expected.count, 4)
        _ = try search("clouds")
        try app.press("Down", "Down", "Down", "Down", "Return")
        XCTAssertEqual(try app.waitForOpenedURLs(count: 1), [expected[3]])
    }

    func testEscapeInTheEntryReturnsToTheListAndEnterOpensTheSelection() throws {
        let expected = try server.blocking { try await $0.pageURLs(forQuery: "waves", key: Self.key) }
        _ = try search("waves")
        try app.press("Escape", "End", "Home", "Down", "Return")
        XCTAssertEqual(try app.waitForOpenedURLs(count: 1), [expected[1]])
    }

    func testDoubleClickingARowOpensThatRowsPage() throws {
        let expected = try server.blocking { try await $0.pageURLs(forQuery: "sun", key: Self.key) }
        _ = try search("sun")
        let bounds = try app.settledEvent { $0.isRowBounds(ofRow: 1) }
        let centre = app.thumbnail(of: bounds)
        let before = app.events.count
        try app.click(x: centre.x, y: centre.y)
        try app.waitForEvent(after: before) { $0.kind == .detail }
        try app.barrier()
        XCTAssertEqual(app.events(since: before) { [.opened, .openFailed].contains($0.kind) }, [],
            "a single click only selects")
        try app.doubleClick(x: centre.x, y: centre.y)
        XCTAssertEqual(try app.waitForOpenedURLs(count: 1), [expected[1]])
    }

    func testAFilePageURLOpensNothingAndSaysWhy() throws {
        try server.blocking { try await $0.inject("page-url", ["url": "file:///etc/passwd"]) }
        _ = try search("red")
        try app.press("Down", "Return")
        try app.waitForEvent(.banner("Pixscout did not open this link: it does not lead to 127.0.0.1."))
        XCTAssertEqual(app.events(since: 0) { [.opened, .openFailed].contains($0.kind) }, [],
            "refused before the browser was asked")
    }

    func testAServerErrorShowsTheMessageAndRetryRecovers() throws {
        try server.blocking { try await $0.inject("status", ["status": "500"]) }
        try app.type("green")
        try app.press("Return")
        try app.waitForEvent (.banner("Pixscout got an error from Pixabay (HTTP 500). Try again in a moment."))
        let bannerShown = app.events.firstIndex { $0.kind == .banner }!
        let centre = app.centre(of: try app.waitForEvent(after: bannerShown) { $0.isBounds(of: .retry) })
        let before = app.events.count
        try app.click(x: centre.x, y: centre.y)
        try app.waitForEvent(after: before) { $0.hasRows }
        try app.waitForEvent(after: before) { $0.searchStatus?.isResults(for: "green") == true }
    }

    func testF5RepeatsTheSearchFromTheDayLongCache() throws {
        _ = try search("yellow")
        let before = try server.blocking { try await $0.requests() }.filter { $0.path == "/api/" }.count
        let events = app.events.count
        try app.press("F5")
        try app.waitForEvent(.status(.searching(query: "yellow")), after: events)
        try app.waitForEvent(after: events) { $0.searchStatus?.isResults(for: "yellow") == true }
        let after = try server.blocking { try await $0.requests() }.filter { $0.path == "/api/" }.count
        XCTAssertEqual(after, before, "Pixabay's terms: a repeated search is answered from the cache")
    }

    func testSlashAndControlFReturnToTheEntryAndControlQQuits() throws {
        _ = try search("red")
        try app.press("Down", "slash", "ctrl+a")
        var before = app.events.count
        try app.type("green")
        try app.press("Return")
        try app.waitForEvent(after: before) { $0.searchStatus?.isResults(for: "green") == true }
        try app.press("Down", "ctrl+f")
        before = app.events.count
        try app.type("sun")
        try app.press("Return")
        try app.waitForEvent(after: before) { $0.searchStatus?.isResults(for: "sun") == true }
        try app.press("ctrl+q")
        XCTAssertTrue(app.waitForExit(timeout: 5), "Ctrl+Q quits")
    }
}
