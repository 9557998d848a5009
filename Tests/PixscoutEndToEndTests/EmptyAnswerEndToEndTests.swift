import Foundation
import PixscoutProbe
import PixscoutTestSupport
import XCTest

/// An empty answer leads somewhere: the sample catalog offers words it holds, and the filters
/// that narrowed a search can be cleared from the empty page.
final class EmptyAnswerEndToEndTests: XCTestCase {
    override func setUpWithError() throws {
        try XCTSkipIf(ProcessInfo.processInfo.environment["DISPLAY"] == nil, "no display: run the suite under xvfb-run")
    }

    private func searchFinding(nothing query: String, in app: AppUnderTest) throws {
        try app.waitForEvent { $0.kind == .rows }
        let before = app.events.count
        try app.type(query)
        try app.press("Return")
        try app.waitForEvent(.status(.noResults(query: query)), after: before)
    }

    private func click(_ widget: ProbedWidget, in app: AppUnderTest, atX x: (Int, Int) -> Int) throws {
        let bounds = try XCTUnwrap(try app.settledEvent { $0.isBounds(of: widget) }.rectangle)
        try app.click(x: x(bounds.x, bounds.width), y: bounds.y + bounds.height / 2)
    }

    func testTheSampleCatalogOffersWordsThatFindSomething() throws {
        let app = try AppUnderTest(arguments: ["--site", "sample"])
        try searchFinding(nothing: "flower", in: app)
        _ = try app.screenshot(named: "empty-answer-words")
        let clicked = app.events.count
        // The first word is the line's first link.
        try click(.offeredWords, in: app) { x, _ in x + 6 }
        try app.waitForEvent(after: clicked) { $0.searchStatus.map { if case .searching = $0 { true } else { false } }
            ?? false }
        try app.waitForEvent(after: clicked) { $0.hasRows }
    }

    func testTheFiltersThatFoundNothingAreClearedFromTheEmptyPage() throws {
        // Photographs only: the sample catalog's images are all drawn.
        let app = try AppUnderTest(arguments: ["--site", "sample"]) { home in
            let config = home.appendingPathComponent("config/pixscout")
            try FileManager.default.createDirectory(at: config, withIntermediateDirectories: true)
            try #"{"imageType": "photo"}"#.write(to: config.appendingPathComponent("filters.json"), atomically: true,
                encoding: .utf8)
        }
        try app.waitForEvent { $0.searchStatus == .noResults(query: "") }
        _ = try app.screenshot(named: "empty-answer-filters")
        let clicked = app.events.count
        try click(.clearFilters, in: app) { x, width in x + width / 2 }
        try app.waitForEvent(after: clicked) { $0.hasRows }
    }
}
