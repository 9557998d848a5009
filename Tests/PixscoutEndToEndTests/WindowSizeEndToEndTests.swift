import Foundation
import PixscoutTestSupport
import XCTest

/// The window's size: it fits the screen, it is remembered, and a narrow window gives the
/// results the room.
final class WindowSizeEndToEndTests: XCTestCase {
    override func setUpWithError() throws {
        try XCTSkipIf(ProcessInfo.processInfo.environment["DISPLAY"] == nil, "no display: run the suite under xvfb-run")
    }

    func testANarrowWindowHidesTheDetailPaneF9ShowsItAndTheSizeIsRememberedOnQuit() throws {
        let app = try AppUnderTest(arguments: ["--site", "sample"])
        try app.waitForEvent { $0.kind == .rows }
        XCTAssertLessThanOrEqual(try app.windowSize().height, 768 - 32,
            "the first window fits a 1366x768 laptop with its panel")
        let before = app.events.count
        try app.resizeWindow(width: 800, height: 600)
        try app.waitForEvent(.detailPane(shown: false), after: before)
        let narrow = app.events.count
        try app.press("F9")
        try app.waitForEvent(.detailPane(shown: true), after: narrow)
        try app.press("F9")
        try app.waitForEvent(.detailPane(shown: false), after: narrow)
        try app.press("ctrl+q")
        XCTAssertTrue(app.waitForExit(timeout: AppUnderTest.patience))

        // The first app owns the home and removes it when it goes: this one comes first.
        let restarted = try AppUnderTest(arguments: ["--site", "sample"], reusing: app.home)
        try restarted.waitForEvent(.detailPane(shown: false))
        let size = try restarted.windowSize()
        XCTAssertEqual(size.width, 800)
        XCTAssertEqual(size.height, 600)
    }

    func testThePanesWidthIsRestoredAndADraggedOneRememberedOnQuit() throws {
        let app = try AppUnderTest(arguments: ["--site", "sample"]) { home in
            let folder = home.appendingPathComponent("config/pixscout")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try "1100 640 pane=620\n".write(to: folder.appendingPathComponent("window"), atomically: true,
                encoding: .utf8)
        }
        let restored = try app.waitForEvent { $0.pane?.width == 620 }
        let handle = restored.pane?.handleX ?? 0
        let before = app.events.count
        try app.slide(fromWindowX: handle, y: 300, by: -100)
        let dragged = try app.settledEvent { $0.kind == .paneWidth }
        let draggedWidth = dragged.pane?.width ?? 0
        XCTAssertGreaterThan(draggedWidth, 690,
            "the pane grew as the handle moved: \(app.events(since: before) { $0.kind == .paneWidth })")
        try app.press("ctrl+q")
        XCTAssertTrue(app.waitForExit(timeout: AppUnderTest.patience))
        let saved = try String(contentsOf: app.home.appendingPathComponent("config/pixscout/window"), encoding: .utf8)
        XCTAssertTrue(saved.contains("pane=\(draggedWidth)"), saved)
    }
}
