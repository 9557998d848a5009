import Foundation
import PixscoutProbe
import PixscoutTestSupport
import XCTest

/// Paging, the detail pane and rate limits in the real app, against `scripts/serve-fixtures`
/// serving the catalog three times over (192 results for an empty query).
final class BeyondTheSeedEndToEndTests: EndToEndTestCase {
    override var serverArguments: [String] { ["--copies", "3"] }

    private func apiPages() throws -> [String] {
        try server.blocking { try await $0.requests() }.filter { $0.path == "/api/" }.map { $0.query["page"] ?? "?" }
    }

    private func searchEverything() throws {
        try app.press("Return")
        try app.waitForEvent(.rows(50))
    }

    func testTheEndKeyPagesToTheLastResultAndNeverPastIt() throws {
        try searchEverything()
        try app.press("Down")
        for rows in [ProbeEvent.rows(100), .rows(150), .rows(192)] {
            let before = app.events.count
            try app.press("End")
            try app.waitForEvent(after: before) { $0 == rows }
        }
        let atTheEnd = app.events.count
        try app.press("End")
        try app.barrier()
        XCTAssertEqual(app.events(since: atTheEnd) { $0 == .loadingMore(true) }, [], "nothing past the end")
        XCTAssertEqual(try apiPages(), ["1", "2", "3", "4"], "each page once, none past totalHits")
        try app.waitForEvent(.status(.results(query: "", count: 192, total: 192)))
    }

    func testScrollingDownPagesToo() throws {
        try searchEverything()
        let bounds = try app.settledEvent { $0.isRowBounds(ofRow: 2) }
        let centre = app.thumbnail(of: bounds)
        for _ in 0..<40 where !app.events.contains(.rows(100)) {
            try app.scrollDown(x: centre.x, y: centre.y, clicks: 10)
        }
        try app.waitForEvent(.rows(100))
        XCTAssertEqual(Array(try apiPages().prefix(2)), ["1", "2"])
    }

    func testTheDetailPaneFollowsTheSelectionAndF9HidesIt() throws {
        try app.type("sun")
        try app.press("Return")
        try app.waitForEvent { $0.hasRows }
        try app.press("Down", "Down")
        let detail = try app.waitForEvent { $0.detailTitle?.contains("sun, glow, light") == true }
        let counts = try XCTUnwrap(detail.detailCounts)
        XCTAssertTrue(counts.range(of: #"[0-9]{1,3}(,[0-9]{3})+ views"#, options: .regularExpression) != nil, counts)
        try app.waitForEvent { $0.kind == .detailImage }
        try app.press("F9")
        try app.waitForEvent(.detailPane(shown: false))
        try app.press("F9")
        try app.waitForEvent(.detailPane(shown: true))
    }

    func testARateLimitIsWaitedOutAndTheSearchSucceedsOnItsOwn() throws {
        try server.blocking { try await $0.inject("status", ["status": "429", "reset": "2"]) }
        try app.type("red")
        try app.press("Return")
        try app.waitForEvent(.banner("Pixabay allows no more searches for now; retrying in 2 seconds."))
        try app.waitForEvent(timeout: 10) { $0.searchStatus?.isResults(for: "red") == true }
        XCTAssertEqual(try apiPages(), ["1", "1"], "one refused request, one after the reset")
    }
}
