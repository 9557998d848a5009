import Foundation
import PixscoutTestSupport
import XCTest

/// The real `pixscout` binary in its own XDG home, with a test browser registered for http(s)
/// links and the event probe on. Driven with real X events through `xdotool`.
final class AppUnderTest {
    let home: URL
    private let process = Process()
    private let eventLog: URL
    private let browserLog: URL
    /// The environment the test browser was started with, as `env` prints it.
    let browserEnvironment: URL
    /// What the app wrote on standard error: GLib's log among it.
    let logFile: URL
    private(set) var windowID = ""
    private let ownsHome: Bool
    /// Wakes the waits below when the app (or its test browser) writes a file in its home.
    private let homeWatch: FolderWatch
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
        env["GDK_BACKEND"] = "x11"
        env["NO_AT_BRIDGE"] = "1"
        // Desktop settings (the wallpaper) go to a file in this home, not to a dconf.
        env["GSETTINGS_BACKEND"] = "keyfile"
        env.merge(environment) { $1 }
        process.environment = env
        process.standardOutput = FileHandle(forWritingAtPath: "/dev/null")
        FileManager.default.createFile(atPath: logFile.path, contents: nil)
        process.standardError = FileHandle(forWritingAtPath: logFile.path)
        try process.run()
        _ = try waitForEvent { $0 == "window-shown" }
        windowID = try xdotool(["search", "--sync", "--onlyvisible", "--name", "^Pixscout$"])
            .split(separator: "\n").first.map(String.init) ?? ""
        _ = try xdotool(["windowfocus", "--sync", windowID])
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

            """.write(to: applications.appendingPathComponent("pixscout-test-browser.desktop"), atomically: true, encoding: .utf8)
        try """
            [Default Applications]
            x-scheme-handler/http=pixscout-test-browser.desktop
            x-scheme-handler/https=pixscout-test-browser.desktop

            """.write(to: config.appendingPathComponent("mimeapps.list"), atomically: true, encoding: .utf8)
    }

    // MARK: Observing

    var events: [String] {
        guard let text = try? String(contentsOf: eventLog, encoding: .utf8) else { return [] }
        return text.split(separator: "\n").map { line in
            String(line.drop { $0 != " " }.dropFirst())
        }
    }

    /// Waits for an event line (without its timestamp) that `matches`; returns it. On timeout
    /// the test fails at the caller's line, listing the last events seen.
    @discardableResult
    func waitForEvent(
        after skip: Int = 0, timeout: TimeInterval = patience, file: StaticString = #filePath, line: UInt = #line,
        _ matches: (String) -> Bool
    ) throws -> String {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if let found = events.dropFirst(skip).first(where: matches) {
                return found
            }
            homeWatch.waitForChange(upTo: deadline.timeIntervalSinceNow)
        }
        let message = "timed out waiting for an event; " + recentEvents(after: skip)
        XCTFail(message, file: file, line: line)
        throw AppUnderTestError.timedOut(waitingFor: message)
    }

    /// The last events after `skip` and a few before, for a timeout's message.
    private func recentEvents(after skip: Int = 0) -> String {
        let events = self.events
        let telling: (String) -> Bool = { !$0.hasPrefix("previews-shown") }
        let seen = events.dropFirst(skip).filter(telling).suffix(20)
        let earlier = events.prefix(skip).filter(telling).suffix(10)
        let logged = log.split(separator: "\n").suffix(15)
        return "saw:\n" + seen.joined(separator: "\n")
            + (earlier.isEmpty ? "" : "\nand before that:\n" + earlier.joined(separator: "\n"))
            + (logged.isEmpty ? "" : "\nand logged:\n" + logged.joined(separator: "\n"))
    }

    /// Waits for something outside the app's events (a file another program writes); on
    /// timeout the test fails at the caller's line, listing the app's last events.
    func waitFor(
        _ what: String, timeout: TimeInterval = patience, file: StaticString = #filePath, line: UInt = #line,
        _ condition: () -> Bool
    ) throws {
        let deadline = Date().addingTimeInterval(timeout)
        while !condition() {
            guard Date() < deadline else {
                XCTFail("timed out waiting for \(what); the app " + recentEvents(), file: file, line: line)
                throw AppUnderTestError.timedOut(waitingFor: what)
            }
            Thread.sleep(forTimeInterval: 0.02)
        }
    }

    /// The latest event that `matches` once the app has settled: where a widget is now (its
    /// first bounds may be from a layout since replaced), for a test to click it.
    func settledEvent(file: StaticString = #filePath, line: UInt = #line,
        _ matches: (String) -> Bool) throws -> String {
        try waitForEvent(file: file, line: line, matches)
        try barrier(file: file, line: line)
        guard let latest = events.last(where: matches) else { throw AppUnderTestError.timedOut(waitingFor: "a settled event") }
        return latest
    }

    /// Returns once the app has handled every key and click sent before: the probe answers
    /// Pause, which goes through the same event queue and changes nothing on screen. The main
    /// window must have the keyboard (a dialog's would keep the Pause to itself).
    func barrier(file: StaticString = #filePath, line: UInt = #line) throws {
        let before = events.count
        try press("Pause")
        try waitForEvent(after: before, file: file, line: line) { $0 == "barrier" }
    }

    /// The events since `index` that match, for checking that something did not happen.
    func events(since index: Int, _ matches: (String) -> Bool) -> [String] {
        Array(events.dropFirst(index).filter(matches))
    }

    var log: String {
        (try? String(contentsOf: logFile, encoding: .utf8)) ?? ""
    }

    /// Runs another `pixscout` with this one's environment, as a second launch from the desktop
    /// would; returns its exit status.
    func launchAgain(_ arguments: [String]) throws -> Int32 {
        try runAgain(arguments).status
    }

    /// Runs another `pixscout` with this one's environment (`pixscout credits`, say) to its end.
    func runAgain(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let second = Process()
        second.executableURL = process.executableURL
        second.arguments = arguments
        second.environment = process.environment
        let output = Pipe()
        second.standardOutput = output
        second.standardError = FileHandle(forWritingAtPath: "/dev/null")
        try second.run()
        let printed = output.fileHandleForReading.readDataToEndOfFile()
        second.waitUntilExit()
        return (second.terminationStatus, String(decoding: printed, as: UTF8.self))
    }

    /// The URLs the desktop's "browser" was asked to open.
    var openedURLs: [String] {
        guard let text = try? String(contentsOf: browserLog, encoding: .utf8) else { return [] }
        return text.split(separator: "\n").map(String.init)
    }

    func waitForOpenedURLs(count: Int, timeout: TimeInterval = patience) throws -> [String] {
        let deadline = Date().addingTimeInterval(timeout)
        while openedURLs.count < count && Date() < deadline {
            homeWatch.waitForChange(upTo: deadline.timeIntervalSinceNow)
        }
        return openedURLs
    }

    /// Whether this app shows a window titled exactly `title` (a dialog, the shortcuts window).
    func showsWindow(titled title: String) -> Bool {
        let pattern = "^" + NSRegularExpression.escapedPattern(for: title) + "$"
        let found = try? xdotool(["search", "--all", "--onlyvisible", "--pid", String(process.processIdentifier),
            "--name", pattern])
        return found?.isEmpty == false
    }

    func waitForExit(timeout: TimeInterval) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning && Date() < deadline {
            Thread.sleep(forTimeInterval: 0.02)
        }
        return !process.isRunning
    }

    // MARK: Driving

    func type(_ text: String) throws {
        _ = try xdotool(["type", "--delay", "15", text])
    }

    func press(_ keys: String...) throws {
        for key in keys {
            _ = try xdotool(["key", key])
        }
    }

    /// Presses `keys` in this app's window titled `title` (a dialog), once it shows.
    func press(_ keys: [String], inWindowTitled title: String, file: StaticString = #filePath,
        line: UInt = #line) throws {
        try waitFor("the window “\(title)”", file: file, line: line) { showsWindow(titled: title) }
        let pattern = "^" + NSRegularExpression.escapedPattern(for: title) + "$"
        let window = try xdotool(["search", "--all", "--onlyvisible", "--pid", String(process.processIdentifier),
            "--name", pattern])
            .split(separator: "\n").first.map(String.init) ?? ""
        _ = try xdotool(["windowfocus", "--sync", window])
        for key in keys {
            _ = try xdotool(["key", key])
        }
        _ = try xdotool(["windowfocus", "--sync", windowID])
    }

    func doubleClick(x: Int, y: Int) throws {
        _ = try xdotool(["mousemove", "--window", windowID, String(x), String(y)])
        _ = try xdotool(["click", "--repeat", "2", "--delay", "60", "1"])
    }

    /// Turns the mouse wheel down `clicks` notches over a point.
    func scrollDown(x: Int, y: Int, clicks: Int) throws {
        _ = try xdotool(["mousemove", "--window", windowID, String(x), String(y)])
        _ = try xdotool(["click", "--repeat", String(clicks), "--delay", "10", "5"])
    }

    func click(x: Int, y: Int) throws {
        _ = try xdotool(["mousemove", "--window", windowID, String(x), String(y)])
        _ = try xdotool(["click", "1"])
    }

    /// A point on a result row from its `row-bounds` event: on its thumbnail, where the row is
    /// whether or not the detail pane beside the list takes room.
    func thumbnail(of event: String) -> (x: Int, y: Int) {
        let values = Array(event.split(separator: " ").compactMap { Int($0) }.suffix(4))
        return (values[0] + 40, values[1] + values[3] / 2)
    }

    /// The centre of a widget from a `NAME x y w h` probe event.
    func centre(of event: String) -> (x: Int, y: Int) {
        let numbers = event.split(separator: " ").compactMap { Int($0) }.suffix(4)
        let values = Array(numbers)
        return (values[0] + values[2] / 2, values[1] + values[3] / 2)
    }

    /// What the clipboard holds as `type` ("UTF8_STRING"), read as another app would.
    func clipboard(type: String) throws -> String {
        String(decoding: try clipboardData(type: type), as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    func clipboardData(type: String) throws -> Data {
        try runForData("/usr/bin/xclip", ["-selection", "clipboard", "-t", type, "-o"])
    }

    /// Presses the left button at a point of the window, moves `dx` across in small steps, and
    /// lets go: a pane's handle dragged by hand.
    func slide(fromWindowX x: Int, y: Int, by dx: Int) throws {
        _ = try xdotool(["mousemove", "--window", windowID, String(x), String(y)])
        _ = try xdotool(["mousedown", "1"])
        for _ in 1...10 {
            _ = try xdotool(["mousemove_relative", "--", String(dx / 10), "0"])
        }
        _ = try xdotool(["mouseup", "1"])
    }

    /// Drags with the left button from one point of the window to a point of the screen, in
    /// small steps as a hand would, and lets go once the app began the drag and `isOver` says
    /// the target has seen it arrive.
    func drag(
        fromWindowX x: Int, y: Int, toScreenX targetX: Int, y targetY: Int, file: StaticString = #filePath,
            line: UInt = #line,
        isOver: () -> Bool
    ) throws {
        let before = events.count
        _ = try xdotool(["mousemove", "--window", windowID, String(x), String(y)])
        _ = try xdotool(["mousedown", "1"])
        let (startX, startY) = try pointer()
        for step in 1...12 {
            let stepX = startX + (targetX - startX) * step / 12
            let stepY = startY + (targetY - startY) * step / 12
            _ = try xdotool(["mousemove", String(stepX), String(stepY)])
            if step == 2 { try waitForEvent(after: before, file: file, line: line) { $0.hasPrefix("drag-begin ") } }
        }
        // GTK takes a drag's arrival from the pointer's motion: nudge it until the target says so.
        var nudge = 0
        try waitFor("the drag over the target", file: file, line: line) {
            if isOver() { return true }
            nudge += 1
            _ = try? xdotool(["mousemove", String(targetX + nudge % 2), String(targetY)])
            return false
        }
        _ = try xdotool(["mouseup", "1"])
    }

    private func pointer() throws -> (x: Int, y: Int) {
        let values = try xdotoolShellValues(["getmouselocation", "--shell"])
        return (values["X"] ?? 0, values["Y"] ?? 0)
    }

    /// What an xdotool command with `--shell` prints, "X=12" a line, as numbers by name.
    private func xdotoolShellValues(_ arguments: [String]) throws -> [String: Int] {
        Dictionary(uniqueKeysWithValues: try xdotool(arguments).split(separator: "\n").compactMap { line -> (String,
            Int)? in
            let parts = line.split(separator: "=")
            return parts.count == 2 ? (String(parts[0]), Int(parts[1]) ?? 0) : nil
        })
    }

    func screenshot(named name: String) throws -> URL {
        let folder = RepositoryPaths.root.appendingPathComponent(".build/screenshots")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent(name + ".png")
        try run("/usr/bin/import", ["-window", "root", file.path])
        return file
    }

    func resizeWindow(width: Int, height: Int) throws {
        try xdotool(["windowsize", "--sync", windowID, String(width), String(height)])
    }

    /// The window's size on screen, from the X server.
    func windowSize() throws -> (width: Int, height: Int) {
        let values = try xdotoolShellValues(["getwindowgeometry", "--shell", windowID])
        return (values["WIDTH"] ?? 0, values["HEIGHT"] ?? 0)
    }

    /// How light the window looks, from 0 (black) to 1 (white): the mean of its pixels.
    func windowBrightness() throws -> Double {
        let file = home.appendingPathComponent("window.png")
        try run("/usr/bin/import", ["-window", windowID, file.path])
        return Double(try run("/usr/bin/convert",
            [file.path, "-colorspace", "Gray", "-format", "%[fx:mean]", "info:"])) ?? -1
    }

    @discardableResult
    private func xdotool(_ arguments: [String]) throws -> String {
        try run("/usr/bin/xdotool", arguments)
    }

    @discardableResult
    private func run(_ tool: String, _ arguments: [String]) throws -> String {
        String(decoding: try runForData(tool, arguments), as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    private func runForData(_ tool: String, _ arguments: [String]) throws -> Data {
        let child = Process()
        child.executableURL = URL(fileURLWithPath: tool)
        child.arguments = arguments
        let output = Pipe()
        child.standardOutput = output
        try child.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        child.waitUntilExit()
        guard child.terminationStatus == 0 else {
            throw AppUnderTestError.toolFailed("\(tool) \(arguments.joined(separator: " "))")
        }
        return data
    }
}

enum AppUnderTestError: Error {
    case timedOut(waitingFor: String)
    case toolFailed(String)
}
