import Foundation
import PixscoutProbe
import PixscoutTestSupport
import XCTest

/// Reading what the app under test did: its probe's events, its log, the other programs it ran.
extension AppUnderTest {
    /// The event log's lines, without their timestamps.
    var eventLines: [String] {
        ProbeEvent.loggedLines(in: eventLog)
    }

    /// The events so far, read back from their lines; a line no event writes is left out (and
    /// fails the test at its end, see ``unreadableLines``).
    var events: [ProbeEvent] {
        eventLines.compactMap(ProbeEvent.init(text:))
    }

    /// Lines of the event log that read back as no event: a writer and the reader out of step.
    var unreadableLines: [String] {
        eventLines.filter { ProbeEvent(text: $0) == nil }
    }

    /// Waits for `event` itself; returns it.
    @discardableResult
    func waitForEvent(
        _ event: ProbeEvent, after skip: Int = 0, timeout: TimeInterval = patience, file: StaticString = #filePath,
        line: UInt = #line
    ) throws -> ProbeEvent {
        try waitForEvent(after: skip, timeout: timeout, file: file, line: line) { $0 == event }
    }

    /// Waits for an event that `matches`; returns it. On timeout the test fails at the caller's
    /// line, listing the last events seen.
    @discardableResult
    func waitForEvent(
        after skip: Int = 0, timeout: TimeInterval = patience, file: StaticString = #filePath, line: UInt = #line,
        _ matches: (ProbeEvent) -> Bool
    ) throws -> ProbeEvent {
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
    func recentEvents(after skip: Int = 0) -> String {
        let events = eventLines
        let telling: (String) -> Bool = { ProbeEvent(text: $0)?.kind != .previewsShown }
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
        _ matches: (ProbeEvent) -> Bool) throws -> ProbeEvent {
        try waitForEvent(file: file, line: line, matches)
        try barrier(file: file, line: line)
        guard let latest =
            events.last(where: matches) else { throw AppUnderTestError.timedOut(waitingFor: "a settled event") }
        return latest
    }

    /// Returns once the app has handled every key and click sent before: the probe answers
    /// Pause, which goes through the same event queue and changes nothing on screen. The main
    /// window must have the keyboard (a dialog's would keep the Pause to itself).
    func barrier(file: StaticString = #filePath, line: UInt = #line) throws {
        let before = events.count
        try press("Pause")
        try waitForEvent(.barrier, after: before, file: file, line: line)
    }

    /// The events since `index` that match, for checking that something did not happen.
    func events(since index: Int, _ matches: (ProbeEvent) -> Bool) -> [ProbeEvent] {
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
    func runAgain(_ arguments: [String]) throws -> (status: Int32, output: String, errors: String) {
        let second = Process()
        second.executableURL = process.executableURL
        second.arguments = arguments
        second.environment = process.environment
        let (output, errors) = (Pipe(), Pipe())
        second.standardOutput = output
        second.standardError = errors
        try second.run()
        let printed = output.fileHandleForReading.readDataToEndOfFile()
        let complained = errors.fileHandleForReading.readDataToEndOfFile()
        second.waitUntilExit()
        return (second.terminationStatus, String(decoding: printed, as: UTF8.self),
            String(decoding: complained, as: UTF8.self))
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
        if TestDisplay.current.isWayland {
            let changes = events.compactMap { event -> ProbedWindowChange? in
                if case .window(title, let change) = event { change } else { nil }
            }
            return changes.last.map { $0 != .hidden } ?? false
        }
        let pattern = "^" + NSRegularExpression.escapedPattern(for: title) + "$"
        let found = try? xdotool(["search", "--all", "--onlyvisible", "--pid", String(process.processIdentifier),
            "--name", pattern])
        return found?.isEmpty == false
    }

    /// Whether the window titled `title` has the keyboard, from the probe (Wayland).
    func hasKeyboard(titled title: String) -> Bool {
        events.last { if case .window(_, .active) = $0 { true } else { false } } == .window(title: title,
            change: .active)
    }

    func waitForExit(timeout: TimeInterval) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning && Date() < deadline {
            Thread.sleep(forTimeInterval: 0.02)
        }
        return !process.isRunning
    }
}
