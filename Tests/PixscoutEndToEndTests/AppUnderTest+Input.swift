import Foundation
import PixscoutProbe
import PixscoutTestSupport
import XCTest

/// Driving the app under test with real X events through `xdotool`, as a person would: on
/// Wayland, weston passes them on.
extension AppUnderTest {
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
        if TestDisplay.current.isWayland {
            // Weston gives the keyboard to a window as it shows, and back when it goes.
            try waitFor("the keyboard in “\(title)”", file: file, line: line) { hasKeyboard(titled: title) }
            for key in keys { _ = try xdotool(["key", key]) }
            return
        }
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

    /// Moves the pointer to a point of the app's window, in the probe's coordinates.
    func moveMouse(toWindowX x: Int, y: Int) throws {
        _ = try xdotool(["mousemove", "--window", windowID, String(x + windowCorner.x), String(y + windowCorner.y)])
    }

    func doubleClick(x: Int, y: Int) throws {
        try moveMouse(toWindowX: x, y: y)
        _ = try xdotool(["click", "--repeat", "2", "--delay", "60", "1"])
    }

    /// Turns the mouse wheel down `clicks` notches over a point.
    func scrollDown(x: Int, y: Int, clicks: Int) throws {
        try moveMouse(toWindowX: x, y: y)
        _ = try xdotool(["click", "--repeat", String(clicks), "--delay", "10", "5"])
    }

    func click(x: Int, y: Int) throws {
        try moveMouse(toWindowX: x, y: y)
        _ = try xdotool(["click", "1"])
    }

    /// A point on a result row from its `row-bounds` event: on its thumbnail, where the row is
    /// whether or not the detail pane beside the list takes room.
    func thumbnail(of event: ProbeEvent) -> (x: Int, y: Int) {
        guard let row = event.rectangle else { return (0, 0) }
        return (row.x + 40, row.y + row.height / 2)
    }

    /// The centre of a widget from its bounds event.
    func centre(of event: ProbeEvent) -> (x: Int, y: Int) {
        guard let widget = event.rectangle else { return (0, 0) }
        return (widget.x + widget.width / 2, widget.y + widget.height / 2)
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
        try moveMouse(toWindowX: x, y: y)
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
        try moveMouse(toWindowX: x, y: y)
        _ = try xdotool(["mousedown", "1"])
        let (startX, startY) = try pointer()
        for step in 1...12 {
            let stepX = startX + (targetX - startX) * step / 12
            let stepY = startY + (targetY - startY) * step / 12
            _ = try xdotool(["mousemove", String(stepX), String(stepY)])
            if step == 2 { try waitForEvent(after: before, file: file, line: line) { $0.kind == .dragBegin } }
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

    func pointer() throws -> (x: Int, y: Int) {
        let values = try xdotoolShellValues(["getmouselocation", "--shell"])
        return (values["X"] ?? 0, values["Y"] ?? 0)
    }

    /// What an xdotool command with `--shell` prints, "X=12" a line, as numbers by name.
    func xdotoolShellValues(_ arguments: [String]) throws -> [String: Int] {
        Dictionary(uniqueKeysWithValues: try xdotool(arguments).split(separator: "\n").compactMap { line -> (String,
            Int)? in
            let parts = line.split(separator: "=")
            return parts.count == 2 ? (String(parts[0]), Int(parts[1]) ?? 0) : nil
        })
    }

    @discardableResult
    func xdotool(_ arguments: [String]) throws -> String {
        try run("/usr/bin/xdotool", arguments)
    }

    @discardableResult
    func run(_ tool: String, _ arguments: [String]) throws -> String {
        String(decoding: try runForData(tool, arguments), as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// What `tool` prints; with `environment`, it runs with that instead of the test's.
    func runForData(_ tool: String, _ arguments: [String], environment: [String: String]? = nil) throws -> Data {
        let child = Process()
        child.executableURL = URL(fileURLWithPath: tool)
        child.arguments = arguments
        if let environment { child.environment = environment }
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
