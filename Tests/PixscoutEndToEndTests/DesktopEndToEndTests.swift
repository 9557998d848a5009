import Foundation
import PixscoutProbe
import PixscoutTestSupport
import XCTest

/// Pixscout as a desktop application: one instance per session bus, the key in the keyring,
/// a debug log that never shows the key.
final class DesktopEndToEndTests: XCTestCase {
    override func setUpWithError() throws {
        try XCTSkipIf(ProcessInfo.processInfo.environment["DISPLAY"] == nil, "no display: run the suite under xvfb-run")
    }

    func testASecondLaunchSearchesInTheRunningWindowAndExits() throws {
        let bus = try PrivateSessionBus()
        let app = try AppUnderTest(arguments: ["--site", "sample"], environment: bus.environment,
            newInstance: false)
        try app.waitForEvent { $0.kind == .rows }
        let before = app.events.count
        let started = Date()
        XCTAssertEqual(try app.launchAgain(["--query", "blue"]), 0)
        XCTAssertLessThan(Date().timeIntervalSince(started), 5, "the second launch only hands over")
        try app.waitForEvent(.status(.results(query: "blue", count: 4, total: 4)), after: before)
    }

    func testControlQuestionMarkShowsTheKeyboardShortcuts() throws {
        let app = try AppUnderTest(arguments: ["--site", "sample"],
            environment: ["LANG": "C.UTF-8", "LANGUAGE": ""])
        try app.waitForEvent { $0.kind == .rows }
        XCTAssertFalse(app.showsWindow(titled: "Keyboard Shortcuts"))
        try app.press("ctrl+question")
        try app.waitFor("the keyboard shortcuts window") { app.showsWindow(titled: "Keyboard Shortcuts") }
    }

    func testAKeyInTheConfigFileMovesIntoTheKeyringOnce() throws {
        let bus = try PrivateSessionBus()
        try bus.startKeyring()
        let config = FileManager.default.temporaryDirectory.appendingPathComponent("pixscout-migrate-\(UUID())")
        defer { try? FileManager.default.removeItem(at: config) }
        let file = config.appendingPathComponent("pixscout/config")
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try "api_key=migrate-me-4711\n".write(to: file, atomically: true, encoding: .utf8)
        let app = try AppUnderTest(
            arguments: ["--site", "sample"],
                environment: bus.environment.merging(["XDG_CONFIG_HOME": config.path]) { $1 })
        try app.waitForEvent { $0.kind == .rows }
        XCTAssertEqual(try bus.storedAPIKey(), "migrate-me-4711")
        XCTAssertFalse(FileManager.default.fileExists(atPath: file.path), "no plain copy is left")
    }

    func testPreferencesSaveTheKeyInTheKeyringAndRemoveIt() throws {
        let bus = try PrivateSessionBus()
        try bus.startKeyring()
        let app = try AppUnderTest(arguments: [], environment: bus.environment)
        try app.waitForEvent(.attribution("Images from Openverse"))
        let config = app.home.appendingPathComponent("config/pixscout/config")
        var before = app.events.count
        try app.press("ctrl+comma")
        try app.type("saved-in-keyring-99")
        try app.press("Return")
        try app.waitForEvent(.attribution("Images from Pixabay"), after: before)
        XCTAssertEqual(try bus.storedAPIKey(), "saved-in-keyring-99")
        XCTAssertFalse(FileManager.default.fileExists(atPath: config.path), "the key is not written to a file")
        before = app.events.count
        try app.press("ctrl+comma")
        try app.press("Tab", "Return")
        try app.waitForEvent(.attribution("Images from Openverse"), after: before)
        XCTAssertNil(try bus.storedAPIKey(), "the key is gone from the keyring")
    }

    func testTheDebugLogShowsRequestsAndTimingsButNeverTheKey() throws {
        let server = try FixtureServer(arguments: ["--key", "log-secret-8080"])
        defer { server.stop() }
        let app = try AppUnderTest(
            arguments: ["--api-url", server.apiURL],
            environment: ["PIXABAY_API_KEY": "log-secret-8080", "G_MESSAGES_DEBUG": "pixscout"])
        try app.type("blue")
        try app.press("Return")
        try app.waitForEvent { $0.searchStatus?.isResults == true }
        let before = app.events.count
        try app.press("F5")
        try app.waitForEvent(after: before) { $0.searchStatus?.isResults == true }
        let log = app.log
        XCTAssertTrue(log.contains("pixscout-DEBUG"), log)
        XCTAssertTrue(log.range(of: #"Pixabay: GET http://127\.0\.0\.1:\d+/api/\?q=blue.* 200 in \d+ ms"#,
            options: .regularExpression) != nil, log)
        XCTAssertTrue(log.contains("Pixabay: cache hit"), log)
        XCTAssertFalse(log.contains("log-secret-8080"), "the key never reaches the log")
    }

    func testWithoutADisplayItSaysSoOnStandardErrorAndExitsWithOne() throws {
        let process = Process()
        process.executableURL = RepositoryPaths.root.appendingPathComponent(".build/debug/pixscout")
        process.arguments = ["--site", "sample", "--new-instance"]
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = nil
        environment["WAYLAND_DISPLAY"] = nil
        environment["LANG"] = "C.UTF-8"
        environment["LANGUAGE"] = nil
        environment["LC_ALL"] = nil
        process.environment = environment
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let said = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 1)
        XCTAssertTrue(said.contains("Pixscout needs a graphical display and could not open one. Is DISPLAY set?"), said)
        XCTAssertEqual(output.fileHandleForReading.readDataToEndOfFile().count, 0, "errors go to standard error")
    }

    func testWithoutTheVariableTheLogIsQuiet() throws {
        let app = try AppUnderTest(arguments: ["--site", "sample"], environment: ["G_MESSAGES_DEBUG": ""])
        try app.waitForEvent { $0.kind == .rows }
        XCTAssertFalse(app.log.contains("pixscout-DEBUG"), app.log)
    }
}
