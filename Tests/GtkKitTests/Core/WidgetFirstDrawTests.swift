import CGtk
import PixscoutTestSupport
import XCTest
@testable import GtkKit

final class WidgetFirstDrawTests: GtkTestCase {
    /// Work kept for after the first frame waits for the window to be drawn, however long the
    /// main loop is idle before that (a Wayland window waits for its compositor), and runs once.
    func testWorkForAfterTheFirstFrameWaitsForTheFirstDrawAndRunsOnce() {
        onGtkThread {
            let window = Window(title: "First draw")
            window.add(Label("first draw"))
            var draws = 0
            window.connectEvent("draw") { _ in
                draws += 1
                return false
            }
            var drawsWhenRun: [Int] = []
            window.whenIdleAfterFirstDraw { drawsWhenRun.append(draws) }
            drainMainLoop()
            XCTAssertEqual(drawsWhenRun, [], "an idle main loop alone does not run it")
            window.showAll()
            iterateMainLoop(until: "the work to run") { !drawsWhenRun.isEmpty }
            XCTAssertGreaterThanOrEqual(drawsWhenRun.first ?? 0, 1, "it ran after a draw")
            gtk_widget_queue_draw(window.widgetPointer)
            iterateMainLoop(until: "another draw") { draws > (drawsWhenRun.first ?? 0) }
            drainMainLoop()
            XCTAssertEqual(drawsWhenRun.count, 1, "once")
            window.destroy()
        }
    }
}
