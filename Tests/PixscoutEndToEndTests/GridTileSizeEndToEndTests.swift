import Foundation
import PixscoutProbe
import PixscoutTestSupport
import XCTest

/// The grid's tiles larger and smaller with Ctrl+plus, Ctrl+minus and Ctrl with the wheel, the
/// choice kept for the next start.
final class GridTileSizeEndToEndTests: XCTestCase {
    override func setUpWithError() throws {
        try XCTSkipIf(ProcessInfo.processInfo.environment["DISPLAY"] == nil, "no display: run the suite under xvfb-run")
    }

    /// The first tile's height once the grid has settled after `since`.
    private func firstTileHeight(in app: AppUnderTest, since: Int) throws -> Int {
        let placed = { (event: ProbeEvent) in event.isRowBounds(ofRow: 0) }
        try app.waitForEvent(after: since, placed)
        return try XCTUnwrap(try app.settledEvent(placed).rectangle?.height)
    }

    /// The first tile's height once it is laid out as `expected` says, after `since`: on a busy
    /// machine a layout at the grid's earlier width may come first, and a frame later than the
    /// input that changed it. Fails, saying `what`, if it never is.
    private func firstTileHeight(in app: AppUnderTest, since: Int, _ what: String,
        file: StaticString = #filePath, line: UInt = #line, expected: (Int) -> Bool
    ) throws -> Int {
        do {
            let placed = try app.waitForEvent(after: since, file: file, line: line) {
                $0.isRowBounds(ofRow: 0) && expected($0.rectangle?.height ?? 0)
            }
            return try XCTUnwrap(placed.rectangle?.height, file: file, line: line)
        } catch {
            XCTFail("\(what): \(error)", file: file, line: line)
            throw error
        }
    }

    func testCtrlPlusAndTheWheelMakeTheTilesTallerAndTheSizeIsKeptForTheNextStart() throws {
        let app = try AppUnderTest(arguments: ["--site", "sample"])
        try app.waitForEvent { $0.kind == .rows }
        // The grid as wide as the screen allows: in a narrow one, two tiles fill a line at any size.
        try app.resizeWindow(width: 1270, height: 900)
        let hidden = app.events.count
        try app.press("F9")
        try app.waitForEvent(.detailPane(shown: false), after: hidden)
        let grid = app.events.count
        try app.press("ctrl+2")
        try app.waitForEvent(.resultsLayout("grid"), after: grid)
        let standard = try firstTileHeight(in: app, since: grid)

        let larger = app.events.count
        try app.press("ctrl+plus")
        try app.waitForEvent(.tiles(2), after: larger)
        let large = try firstTileHeight(in: app, since: larger, "larger tiles") { $0 > standard }

        let wheel = app.events.count
        let tile = try XCTUnwrap(try app.settledEvent { $0.isRowBounds(ofRow: 0) }.rectangle)
        try app.moveMouse(toWindowX: tile.x + 20, y: tile.y + 20)
        try app.xdotool(["keydown", "ctrl", "click", "4", "keyup", "ctrl"])
        try app.waitForEvent(.tiles(3), after: wheel)
        let largest = try firstTileHeight(in: app, since: wheel, "the largest tiles") { $0 > large }
        try app.press("ctrl+q")
        XCTAssertTrue(app.waitForExit(timeout: AppUnderTest.patience))

        // The first app owns the home and removes it when it goes: this one comes first.
        let restarted = try AppUnderTest(arguments: ["--site", "sample"], reusing: app.home)
        try restarted.waitForEvent(.tiles(3))
        try restarted.waitForEvent(.resultsLayout("grid"))
        try restarted.waitForEvent { $0.kind == .rows }
        let wide = restarted.events.count
        try restarted.press("F9")
        try restarted.waitForEvent(.detailPane(shown: false), after: wide)
        // The largest tiles again (their height follows the width, which may differ by a frame).
        let again = try firstTileHeight(in: restarted, since: wide, "the largest tiles again") {
            abs($0 - largest) <= largest / 10
        }
        let smaller = restarted.events.count
        try restarted.press("ctrl+minus")
        try restarted.waitForEvent(.tiles(2), after: smaller)
        _ = try firstTileHeight(in: restarted, since: smaller, "smaller tiles") { $0 < again }
    }

    /// Choices are written as they change: Pixscout ended by a signal (a logout, `kill`) keeps
    /// them as Ctrl+Q does.
    func testTheGridAndItsSizeAreKeptWhenPixscoutIsEndedByASignal() throws {
        let app = try AppUnderTest(arguments: ["--site", "sample"])
        try app.waitForEvent { $0.kind == .rows }
        let grid = app.events.count
        try app.press("ctrl+2", "ctrl+plus")
        try app.waitForEvent(.tiles(2), after: grid)
        app.process.terminate()
        XCTAssertTrue(app.waitForExit(timeout: AppUnderTest.patience))
        XCTAssertEqual(app.process.terminationReason, .exit, "it quit as asked, not killed by the signal")

        let restarted = try AppUnderTest(arguments: ["--site", "sample"], reusing: app.home)
        try restarted.waitForEvent(.tiles(2))
        try restarted.waitForEvent(.resultsLayout("grid"))
    }
}
