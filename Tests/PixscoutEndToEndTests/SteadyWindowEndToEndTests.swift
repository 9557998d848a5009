import Foundation
import PixscoutProbe
import PixscoutTestSupport
import XCTest

/// The window keeps the size it was given: nothing shown after start-up (the details, the
/// sample catalog's banner, a notice, the grid) makes it grow, so that it fits a laptop, and
/// the detail pane's buttons stay wholly on screen throughout.
final class SteadyWindowEndToEndTests: XCTestCase {
    override func setUpWithError() throws {
        try XCTSkipIf(ProcessInfo.processInfo.environment["DISPLAY"] == nil, "no display: run the suite under xvfb-run")
    }

    /// Details in the list, a notice, then details in the grid, the banner showing throughout;
    /// after each the window's size is `size`.
    private func showEveryState(in app: AppUnderTest, keeping size: (width: Int, height: Int),
        file: StaticString = #filePath, line: UInt = #line) throws {
        func check(_ state: String) throws {
            try app.barrier(file: file, line: line)
            let now = try app.windowSize()
            XCTAssertEqual(now.width, size.width, "the width with \(state)", file: file, line: line)
            XCTAssertEqual(now.height, size.height, "the height with \(state)", file: file, line: line)
            let bar = try XCTUnwrap(app.events.last { $0.isBounds(of: .detailActions) }?.rectangle,
                file: file, line: line)
            XCTAssertLessThanOrEqual(bar.y + bar.height, now.height,
                "the pane's buttons wholly on screen with \(state)", file: file, line: line)
            XCTAssertLessThanOrEqual(bar.x + bar.width, now.width, file: file, line: line)
        }
        let before = app.events.count
        try app.press("Down")
        try app.waitForEvent(after: before, file: file, line: line) { $0.kind == .detailImage }
        try check("a result's details in the list")
        try app.waitForEvent(.libraryAttached(opened: true), file: file, line: line)
        // Two starred at once say so in a notice.
        let starring = app.events.count
        try app.press("shift+Down", "ctrl+d")
        try app.waitForEvent(after: starring, file: file, line: line) { $0.kind == .notice }
        try check("a notice")
        let grid = app.events.count
        try app.press("ctrl+2")
        try app.waitForEvent(.resultsLayout("grid"), after: grid, file: file, line: line)
        // The keys still move from the selection: the results kept the keyboard focus.
        try app.press("Right")
        try app.waitForEvent(after: grid, file: file, line: line) { $0.kind == .detailImage }
        try check("a result's details in the grid")
    }

    func testTheWindowKeepsItsFirstSizeWhateverItShows() throws {
        // The sample catalog's banner says what it is, from the start.
        let app = try AppUnderTest(arguments: ["--site", "sample"])
        try app.waitForEvent { $0.kind == .rows }
        try app.barrier()
        try showEveryState(in: app, keeping: try app.windowSize())
    }

    func testEveryStateFitsALaptopsWorkArea() throws {
        let app = try AppUnderTest(arguments: ["--site", "sample"])
        try app.waitForEvent { $0.kind == .rows }
        // A 1366x768 screen less GNOME's top bar.
        try app.resizeWindow(width: 1366, height: 736)
        try app.barrier()
        XCTAssertEqual(try app.windowSize().height, 736)
        try showEveryState(in: app, keeping: (1366, 736))
    }
}
