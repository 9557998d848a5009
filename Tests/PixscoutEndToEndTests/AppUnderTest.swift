import Foundation
import PixscoutProbe
import PixscoutTestSupport
import XCTest

/// The real `pixscout` binary in its own XDG home, with a test browser registered for http(s)
/// links and the event probe on. Driven with real X events through `xdotool`, on X11 or through
/// weston on Wayland (``TestDisplay``).
final class AppUnderTest {
    let home: URL
    let process = Process()
    let eventLog: URL
    let browserLog: URL
    /// The environment the test browser was started with, as `env` prints it.
    let browserEnvironment: URL
    /// What the app wrote on standard error: GLib's log among it.
    let logFile: URL
    /// The X window that keys and clicks go to: the app's own, or weston's on Wayland.
    private(set) var windowID = ""
    /// Where the app's window drawing begins in ``windowID``: (0, 0) on X11; on Wayland, where
    /// weston placed it, less the shadow around its frame.
    private(set) var windowCorner = (x: 0, y: 0)
    private let ownsHome: Bool
    /// Wakes the waits below when the app (or its test browser) writes a file in its home.
    let homeWatch: FolderWatch
    /// How long a wait may take before the test fails: only ever reached when something is
    /// wrong, and long enough for a machine busy with other work.
    static let patience: TimeInterval = 60

    /// - Parameter newInstance: a process of its own even when another Pixscout holds the
    ///   session bus name (only the single-instance test says otherwise).
    /// - Parameter executable: the binary to run; the debug build unless a test installed one.
    /// - Parameter reusing: the home of an earlier run, for a restart (that run's owner removes it).
    /// - Parameter prepare: writes what the home needs before the app starts.
    init(
        arguments: [String], environment: [String: String] = [:], newInstance: Bool = true,
        executable: URL = RepositoryPaths.root.appendingPathComponent(".build/debug/pixscout"),
        workingDirectory: URL? = nil, reusing earlierHome: URL? = nil, prepare: (URL) throws -> Void = { _ in }
    ) throws {
        home = earlierHome ?? FileManager.default.temporaryDirectory.appendingPathComponent("pixscout-e2e-\(UUID())")
        ownsHome = earlierHome == nil
        eventLog = home.appendingPathComponent("events.log")
        browserLog = home.appendingPathComponent("browser.log")
        browserEnvironment = home.appendingPathComponent("browser-environment.log")
        logFile = home.appendingPathComponent("stderr.log")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        try? FileManager.default.removeItem(at: eventLog)
        homeWatch = FolderWatch(home)
        try registerTestBrowser()
        try prepare(home)

        process.executableURL = executable
        if let workingDirectory { process.currentDirectoryURL = workingDirectory }
        process.arguments = arguments + (newInstance ? ["--new-instance"] : [])
        var env = ProcessInfo.processInfo.environment
        env["PIXSCOUT_EVENT_LOG"] = eventLog.path
        env["XDG_CONFIG_HOME"] = home.appendingPathComponent("config").path
        env["XDG_DATA_HOME"] = home.appendingPathComponent("data").path
        env["XDG_CACHE_HOME"] = home.appendingPathComponent("cache").path
        env.merge(TestDisplay.current.environment) { $1 }
        env["NO_AT_BRIDGE"] = "1"
        // Desktop settings (the wallpaper) go to a file in this home, not to a dconf.
        env["GSETTINGS_BACKEND"] = "keyfile"
        env.merge(environment) { $1 }
        process.environment = env
        process.standardOutput = FileHandle(forWritingAtPath: "/dev/null")
        FileManager.default.createFile(atPath: logFile.path, contents: nil)
        process.standardError = FileHandle(forWritingAtPath: logFile.path)
        try process.run()
        _ = try waitForEvent(.windowShown)
        // Under X11 this process's own window: the window of the test before may still be closing.
        let window = TestDisplay.current.isWayland
            ? ["--class", "^Weston Compositor$"] : ["--pid", String(process.processIdentifier), "--name", "^Pixscout$"]
        windowID = try xdotool(["search", "--sync", "--onlyvisible"] + window)
            .split(separator: "\n").first.map(String.init) ?? ""
        if TestDisplay.current.isWayland {
            // Weston took X's keyboard focus as it started (`scripts/with-weston`): taking it
            // again would have weston take its keyboard from the window it just gave it to.
            let frame = try placeOnWeston()
            let header = try waitForEvent { $0.isBounds(of: .header) }.rectangle
            windowCorner = (frame.x - (header?.x ?? 0), frame.y - (header?.y ?? 0))
        } else {
            _ = try xdotool(["windowfocus", "--sync", windowID])
        }
    }

    deinit {
        if process.isRunning {
            process.terminate()
            process.waitUntilExit()
        }
        if ownsHome { try? FileManager.default.removeItem(at: home) }
    }

    /// A `.desktop` "browser" that appends each URL it is given to `browser.log`; no animations.
    private func registerTestBrowser() throws {
        let applications = home.appendingPathComponent("data/applications")
        let config = home.appendingPathComponent("config")
        try FileManager.default.createDirectory(at: applications, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(
            at: config.appendingPathComponent("gtk-3.0"), withIntermediateDirectories: true)
        // Sliding info bars would move buttons after their position is reported.
        try "[Settings]\ngtk-enable-animations=false\n"
            .write(to: config.appendingPathComponent("gtk-3.0/settings.ini"), atomically: true, encoding: .utf8)
        let script = home.appendingPathComponent("browser.sh")
        try "#!/bin/sh\nenv > '\(browserEnvironment.path)'\nprintf '%s\\n' \"$1\" >> '\(browserLog.path)'\n"
            .write(to: script, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)
        try """
            [Desktop Entry]
            Type=Application
            Name=Test Browser
            Exec=\(script.path) %u
            MimeType=x-scheme-handler/http;x-scheme-handler/https;
            NoDisplay=true

            """.write(
                to: applications.appendingPathComponent("pixscout-test-browser.desktop"), atomically: true,
                encoding: .utf8)
        try """
            [Default Applications]
            x-scheme-handler/http=pixscout-test-browser.desktop
            x-scheme-handler/https=pixscout-test-browser.desktop

            """.write(to: config.appendingPathComponent("mimeapps.list"), atomically: true, encoding: .utf8)
    }
}
