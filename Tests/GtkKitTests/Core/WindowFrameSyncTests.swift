import PixscoutTestSupport
import XCTest
@testable import GtkKit

final class WindowFrameSyncTests: GtkTestCase {
    /// scripts/test runs the suite on an Xvfb display with no window manager, where GDK's frame
    /// sync would ask the X server about the window manager at the end of every drawn frame.
    func testWithNoWindowManagerAWindowDrawsWithoutFrameSync() {
        onGtkThread {
            let window = Window(title: "Frames")
            let label = Label("drawn")
            window.add(label)
            XCTAssertNil(window.syncsFramesWithWindowManager, "decided when the window is realized")
            window.showAll()
            iterateMainLoop(until: "the first frame's layout") { label.allocation.width > 1 }

            XCTAssertEqual(window.syncsFramesWithWindowManager, false)
            label.text = "drawn again, in a later frame"
            iterateMainLoop(until: "the next frame's layout") { label.allocation.width > 100 }
            window.destroy()
        }
    }
}
