import Foundation
import PixscoutProbe
import PixscoutTestSupport
import XCTest

/// Text larger than the detail pane's 480 pixels were made for: the pane takes the width its
/// buttons need before the first selection shows them, so that the selection does not move the
/// edge of the results under the person's eyes.
final class DetailPaneEdgeEndToEndTests: EndToEndTestCase {
    /// The pane's width when its buttons fit in it.
    private let paneWidth = 480

    override func prepareHome(_ home: URL) throws {
        // Large text, as a person may choose it. On Wayland GTK takes the desktop's text size
        // instead, which makes the buttons wider than 480 pixels too.
        let settings = home.appendingPathComponent("config/gtk-3.0")
        try FileManager.default.createDirectory(at: settings, withIntermediateDirectories: true)
        try "[Settings]\ngtk-font-name=Sans 14\n".write(to: settings.appendingPathComponent("settings.ini"),
            atomically: true, encoding: .utf8)
    }

    func testTheFirstSelectionShowsItsButtonsWithoutMovingTheEdgeOfTheResults() throws {
        _ = try search("sun")
        let widened = try app.waitForEvent { ($0.pane?.width ?? 0) > paneWidth }
        let before = app.events.count
        try app.press("Down")
        let bar = try app.waitForEvent(after: before) { $0.isBounds(of: .detailActions) }
        XCTAssertEqual(app.events(since: before) { $0.kind == .paneWidth }, [], "the pane kept its width")
        XCTAssertEqual(bar.rectangle?.width, widened.pane?.width, "the buttons fill the pane as it was")
    }
}
