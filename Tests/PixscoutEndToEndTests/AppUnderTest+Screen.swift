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
