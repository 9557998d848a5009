import Foundation
import PixscoutProbe
import PixscoutTestSupport
import XCTest

/// Pixscout under a Wayland compositor that offers no keyboard and no pointer at all (weston's
/// headless backend, as a display-only kiosk would): it shows its window and pictures, and GTK
/// logs no critical about the seat it does not have.
final class SeatlessWaylandEndToEndTests: FolderTestCase {
    func testWithoutAKeyboardOrPointerTheWindowShowsPicturesAndLogsNoCritical() throws {
        let runtime = folder.appendingPathComponent("runtime")
        try FileManager.default.createDirectory(at: runtime, withIntermediateDirectories: true,
            attributes: [.posixPermissions: 0o700])
        let weston = Process()
        weston.executableURL = URL(fileURLWithPath: "/usr/bin/weston")
        weston.arguments = ["--backend=headless-backend.so", "--socket=seatless", "--width=1280", "--height=800",
            "--idle-time=0"]
        weston.environment = ["XDG_RUNTIME_DIR": runtime.path, "PATH": "/usr/bin:/bin"]
        weston.standardOutput = FileHandle.nullDevice
        weston.standardError = FileHandle.nullDevice
        try weston.run()
        defer {
            weston.terminate()
            weston.waitUntilExit()
        }
        let watch = FolderWatch(runtime)
        let listening = Date().addingTimeInterval(AppUnderTest.patience)
        while !FileManager.default.fileExists(atPath: runtime.appendingPathComponent("seatless").path),
              Date() < listening {
            watch.waitForChange(upTo: listening.timeIntervalSinceNow)
        }

        let home = folder.appendingPathComponent("home")
        let events = home.appendingPathComponent("events.log")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        let app = Process()
        app.executableURL = RepositoryPaths.root.appendingPathComponent(".build/debug/pixscout")
        app.arguments = ["--site", "sample", "--new-instance"]
        var environment = ProcessInfo.processInfo.environment
        environment.merge(TestDisplay.wayland(socket: "seatless").environment) { $1 }
        environment.merge(["XDG_RUNTIME_DIR": runtime.path, "PIXSCOUT_EVENT_LOG": events.path,
            "XDG_CONFIG_HOME": home.appendingPathComponent("config").path, "GSETTINGS_BACKEND": "memory",
            "XDG_DATA_HOME": home.appendingPathComponent("data").path, "G_DEBUG": "fatal-criticals",
            "XDG_CACHE_HOME": home.appendingPathComponent("cache").path, "NO_AT_BRIDGE": "1"]) { $1 }
        app.environment = environment
        let errors = Pipe()
        app.standardError = errors
        app.standardOutput = FileHandle.nullDevice
        try app.run()

        let homeWatch = FolderWatch(home)
        let deadline = Date().addingTimeInterval(AppUnderTest.patience)
        let shown = { ProbeEvent.loggedLines(in: events).compactMap(ProbeEvent.init(text:)).contains {
            $0.kind == .previewsShown } }
        while !shown(), app.isRunning, Date() < deadline {
            homeWatch.waitForChange(upTo: deadline.timeIntervalSinceNow)
        }
        XCTAssertTrue(shown(), "the sample catalog's pictures are shown")
        XCTAssertTrue(app.isRunning, "no critical ended it")
        app.terminate()
        app.waitUntilExit()
        let said = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        XCTAssertFalse(said.contains("CRITICAL"), said)
    }
}
