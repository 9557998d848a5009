import Foundation
import PixscoutTestSupport
import XCTest

/// What the app under test shows: its window's size and look, read from the X server.
extension AppUnderTest {
    func screenshot(named name: String) throws -> URL {
        let folder = RepositoryPaths.root.appendingPathComponent(".build/screenshots")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent(name + ".png")
        try run("/usr/bin/import", ["-window", "root", file.path])
        return file
    }

    /// Where weston placed the app's window, found on the screen: weston draws black around it
    /// (and the shadow GTK draws stays black on black), so the first pixels that are not black
    /// are the window's corner. The pointer waits in the far corner of weston's output, blacked
    /// out; two screens that agree mean weston has drawn the pointer there and the window whole.
    func placeOnWeston() throws -> (x: Int, y: Int) {
        let output = try xdotoolShellValues(["getwindowgeometry", "--shell", windowID])
        let screen = (width: output["WIDTH"] ?? 0, height: output["HEIGHT"] ?? 0)
        // Out of weston's output and back in (`scripts/with-weston`): weston then takes the
        // pointer's place from X, not from its moves.
        _ = try xdotool(["mousemove", "0", String(screen.height + 16)])
        _ = try xdotool(["mousemove", String(screen.width - 1), String(screen.height - 1)])
        let file = home.appendingPathComponent("placed.png")
        var found: [Int] = []
        try waitFor("the window drawn by weston") {
            // A border of black first, so that black is what is trimmed even where the window
            // touches the screen's edge.
            guard (try? run("/usr/bin/import", ["-window", windowID, file.path])) != nil,
                  let box = try? run("/usr/bin/convert", [file.path, "-fill", "black", "-draw",
                      "rectangle \(screen.width - 64),\(screen.height - 64) \(screen.width),\(screen.height)",
                      "-bordercolor", "black", "-border", "1", "-trim", "-format", "%X %Y %w", "info:"])
                      .split(separator: " ").compactMap({ Int($0) }),
                  box.count == 3, box[2] >= 360
            else { return false }
            defer { found = box }
            return box == found
        }
        return (found[0] - 1, found[1] - 1)
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

    /// What a screen reader reads of the app's windows: each object shown, by role and name, in
    /// the tree's order. The app must run on a session bus of its own with its accessibility
    /// bridge on (see `ScreenReaderEndToEndTests`).
    func accessibleObjects() throws -> [(role: String, name: String)] {
        let data = try runForData(RepositoryPaths.script("read-accessibility").path,
            [String(process.processIdentifier)], environment: process.environment)
        return String(decoding: data, as: UTF8.self).split(separator: "\n").map { line in
            let parts = line.split(separator: "\t", maxSplits: 1)
            return (String(parts[0]), parts.count > 1 ? String(parts[1]) : "")
        }
    }
}
