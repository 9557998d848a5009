import Foundation
import PixscoutProbe
import PixscoutTestSupport
import XCTest

/// GNOME Shell's overview searching Pixscout over D-Bus as the Shell does: the session bus
/// starts `pixscout --search-provider` from its service file, with no window; the results
/// come with names and thumbnails; idle, it exits; choosing a result starts it again and
/// opens the window on that result; "more" opens it on the words.
final class ShellSearchProviderEndToEndTests: XCTestCase {
    static let id = "io.github.pixscout.Pixscout"
    static let path = "/io/github/pixscout/Pixscout/SearchProvider"
    static let interface = "org.gnome.Shell.SearchProvider2"
    private var home: URL!

    override func tearDown() {
        if let home { try? FileManager.default.removeItem(at: home) }
    }

    private var events: [ProbeEvent] {
        ProbeEvent.loggedLines(in: home.appendingPathComponent("events.log")).compactMap(ProbeEvent.init(text:))
    }

    /// Calls `method` on the site with `gdbus`, which reads the signature from the
    /// site's introspection as the Shell's proxy does; returns the reply as text.
    private func call(_ bus: PrivateSessionBus, _ method: String, _ arguments: String...) throws -> String {
        try runTool(
            "/usr/bin/gdbus",
            ["call", "--session", "--timeout", "60", "--dest", Self.id, "--object-path", Self.path, "--method",
                "\(Self.interface).\(method)"]
                + arguments,
            environment: ProcessInfo.processInfo.environment.merging(bus.environment) { $1 })
    }

    /// Waits, checking every few milliseconds, until `condition` holds; fails the test after a minute.
    private func waitUntil(_ what: String, file: StaticString = #filePath, line: UInt = #line,
        _ condition: () throws -> Bool) rethrows {
        let deadline = Date().addingTimeInterval(AppUnderTest.patience)
        while try !condition() {
            guard Date() < deadline else { return XCTFail("timed out waiting for \(what)", file: file, line: line) }
            Thread.sleep(forTimeInterval: 0.02)
        }
    }

    private func quoted(_ reply: String, after key: String = "") -> [String] {
        let pattern =
            try? NSRegularExpression(pattern: NSRegularExpression.escapedPattern(for: key) + "'((?:[^'\\\\]|\\\\.)*)'")
        let range = NSRange(reply.startIndex..., in: reply)
        return pattern?.matches(in: reply, range: range).compactMap { Range($0.range(at: 1),
            in: reply).map { String(reply[$0]) } } ?? []
    }

    /// Not async: processes started from a concurrency thread would inherit its blocked
    /// signals, and the bus (and the Pixscout it starts) would not end when told to.
    func testTheShellFindsResultsWithThumbnailsAndOpensTheOneChosen() throws {
        let display = try XCTUnwrap(ProcessInfo.processInfo.environment["DISPLAY"],
            "no display: run the suite under xvfb-run")
        let server = try FixtureServer(arguments: [])
        defer { server.stop() }
        home = FileManager.default.temporaryDirectory.appendingPathComponent("pixscout-shell-\(UUID())")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        let environment = [
            "PIXSCOUT_EVENT_LOG=\(home.appendingPathComponent("events.log").path)",
            "XDG_CONFIG_HOME=\(home.appendingPathComponent("config").path)",
                "XDG_DATA_HOME=\(home.appendingPathComponent("data").path)",
            "XDG_CACHE_HOME=\(home.appendingPathComponent("cache").path)", "GDK_BACKEND=x11", "NO_AT_BRIDGE=1",
            "GSETTINGS_BACKEND=keyfile", "DISPLAY=\(display)",
        ]
        let binary = RepositoryPaths.root.appendingPathComponent(".build/debug/pixscout").path
        let command = "/usr/bin/env \(environment.joined(separator: " ")) \(binary) --search-provider --site "
            + "openverse "
            + "--api-url openverse=\(server.rootURL)v1/images/"
        let bus = try PrivateSessionBus(services: [Self.id: command])
        let expected = try server.blocking { try await $0.openverseResults(forQuery: "blue") }
        XCTAssertGreaterThan(expected.count, 2)

        let ids = quoted(try call(bus, "GetInitialResultSet", "['blue']"))
        XCTAssertEqual(ids, expected.prefix(6).map { "openverse:\($0.id)" }, "the first results, in Openverse's order")
        XCTAssertTrue(events.contains(.searchProviderExported))
        XCTAssertFalse(events.contains(.windowShown), "started for the Shell, it shows no window")
        let narrowed = quoted(try call(bus, "GetSubsearchResultSet", "\(ids)", "['blue', 'clouds']"))
        let cloudy = try server.blocking { try await $0.openverseResults(forQuery: "blue clouds") }
        XCTAssertFalse(cloudy.isEmpty, "the fixtures have blue clouds")
        XCTAssertTrue(narrowed.allSatisfy { $0.hasPrefix("openverse:") }, "\(narrowed)")
        XCTAssertEqual(narrowed, cloudy.prefix(6).map { "openverse:\($0.id)" }, "the results for the longer words")

        let metas = try call(bus, "GetResultMetas", "['\(ids[0])', '\(ids[1])']")
        XCTAssertEqual(quoted(metas, after: "'name': <"), expected.prefix(2).map(\.title))
        XCTAssertEqual(quoted(metas, after: "'id': <"), Array(ids.prefix(2)))
        XCTAssertTrue(quoted(metas, after: "'description': <").allSatisfy { $0.hasSuffix("Openverse") }, metas)
        XCTAssertEqual(metas.components(separatedBy: "'icon-data': <(").count - 1, 2,
            "each result with its thumbnail's pixels")

        try waitUntil("the idle site to exit") { try !bus.hasOwner(Self.id) }

        _ = try call(bus, "ActivateResult", "'\(ids[1])'", "['blue']", "0")
        waitUntil("the window open on the second result") {
            self.events.contains(.windowShown) && self.events.contains { $0.detailID == expected[1].id }
        }
        // Another result of the same words, the window open on them: that one shows.
        let shown = events.count
        _ = try call(bus, "ActivateResult", "'\(ids[2])'", "['blue']", "0")
        waitUntil("the window showing the third result, once the search is in again") {
            let since = self.events.dropFirst(shown)
            return since.contains { $0.searchStatus?.isResults == true }
                && since.last { $0.kind == .selectedCount } == .selectedCount(1)
                && since.last { $0.kind == .detail }?.detailID == expected[2].id
        }
        try checkBoundsOnAnyCaller(bus, server: server, answering: ids)
        _ = try call(bus, "LaunchSearch", "['green']", "0")
        waitUntil("the window searching the words") { self.events.contains(.status(.searching(query: "green"))) }
    }

    /// Any process of the person's may ask: a megabyte of words and a hundred calls at once,
    /// from one caller, get bounded answers and ask Openverse little; then the Shell is answered
    /// as before (the minute's searches are spent: it asks about results it was given).
    private func checkBoundsOnAnyCaller(_ bus: PrivateSessionBus, server: FixtureServer,
        answering ids: [String]) throws {
        XCTAssertEqual(quoted(try call(bus, "GetInitialResultSet", "['blue']")), ids)
        let script = home.appendingPathComponent("flood.py")
        try """
            import gi
            from gi.repository import Gio, GLib
            bus = Gio.bus_get_sync(Gio.BusType.SESSION)
            def call(terms, **kwargs):
                return ("\(Self.id)", "\(Self.path)", "\(Self.interface)", "GetInitialResultSet",
                        GLib.Variant("(as)", (terms,)), None, 0, 60000, None)
            print(len(bus.call_sync(*call(["a" * (1 << 20)])).unpack()[0]))
            loop, answers = GLib.MainLoop(), []
            def done(connection, result, _):
                answers.append(len(connection.call_finish(result).unpack()[0]))
                if len(answers) == 100:
                    loop.quit()
            for index in range(100):
                bus.call(*call(["sky", str(index)]), done, None)
            loop.run()
            print(sum(1 for count in answers if count))
            """.write(to: script, atomically: true, encoding: .utf8)
        let output = try runTool("/usr/bin/python3", [script.path],
            environment: ProcessInfo.processInfo.environment.merging(bus.environment) { $1 })
        let counts = output.split(separator: "\n").compactMap { Int($0) }
        XCTAssertEqual(counts.first, 0, "a megabyte of words is not searched: \(output)")
        XCTAssertLessThanOrEqual(counts.last ?? 100, 1, "only the newest of one caller's calls is answered: \(output)")
        let asked = try server.blocking { try await $0.requests() }.filter { $0.query["q"]?.hasPrefix("sky") == true }
        XCTAssertLessThanOrEqual(asked.count, 60, "no more than a minute's allowance reached Openverse")
        let metas = try call(bus, "GetResultMetas", "['\(ids[0])']")
        XCTAssertEqual(quoted(metas, after: "'id': <").first, ids[0], "and the Shell is answered: \(metas)")
    }
}
