import Foundation
import PixscoutProbe
import PixscoutTestSupport
import XCTest

extension EndToEndTestCase {
    /// Drags `document` from a file manager's stand-in onto the window; returns the report's
    /// pictures once `expecting` of them have been shown (at once when nil).
    func drop(_ document: URL, expecting count: Int? = 3) throws -> [(verdict: String, place: String)] {
        let log = app.home.appendingPathComponent("drag-\(UUID().uuidString).log")
        let source = Process()
        source.executableURL = RepositoryPaths.script("drag-source")
        source.arguments = [log.path, "40", "820", document.path]
        try source.run()
        defer { source.terminate() }
        let said = { (try? String(contentsOf: log, encoding: .utf8)) ?? "" }
        try app.waitFor("the drag source") { said().contains("ready") }
        let before = app.events.count
        _ = try app.xdotool(["mousemove", "140", "895"])
        _ = try app.xdotool(["mousedown", "1"])
        let window = try app.windowSize()
        for step in 1...12 {
            _ = try app.xdotool(["mousemove", "--window", app.windowID, String(window.width / 2 * step / 12 + 20),
                String(window.height / 2)])
        }
        try app.waitFor("the drag to start") { said().contains("begin") }
        var nudge = 0
        try app.waitFor("the drop") {
            nudge += 1
            _ = try? app.xdotool(["mousemove", "--window", app.windowID, String(window.width / 2 + nudge % 2),
                String(window.height / 2)])
            if nudge == 3 { _ = try? app.xdotool(["mouseup", "1"]) }
            return said().contains("end")
        }
        guard let count else { return [] }
        if count == 0 {
            try app.waitForEvent(after: before) { $0.kind == .checkProblem }
            return []
        }
        try app.waitFor("the report") { app.events(since: before) { $0.kind == .checkedPicture }.count >= count }
        return app.events(since: before) { $0.kind == .checkedPicture }.compactMap { event in
            if case .checkedPicture(let verdict, _, let place) = event { (verdict, place) } else { nil }
        }
    }
}
