import Foundation
import GtkKit
import XCTest

/// A test case that runs on the GTK thread with a display; XCTest runs tests on the main thread.
class GtkTestCase: XCTestCase {
    override func setUpWithError() throws {
        try super.setUpWithError()
        let opened = MainActor.assumeIsolated { Gtk.initialize() }
        try XCTSkipUnless(opened, "no display: run the suite under xvfb-run")
    }

    /// XCTest runs tests on the main thread but cannot call main-actor test methods on Linux.
    func onGtkThread(_ body: @MainActor () throws -> Void) rethrows {
        try MainActor.assumeIsolated(body)
    }
}

/// Runs the GLib main loop until `condition` holds or `timeout` passes.
@MainActor
func iterateMainLoop(until condition: () -> Bool, timeout: Duration = .seconds(5)) {
    let deadline = ContinuousClock.now + timeout
    while !condition() && ContinuousClock.now < deadline {
        if !Gtk.iterateMainLoop(blocking: false) {
            Thread.sleep(forTimeInterval: 0.002)
        }
    }
}
