import Foundation
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
        let app = try AppUnderTest(arguments: ["--provider", "sample"], environment: bus.environment, newInstance: false)
        try app.waitForEvent { $0.hasPrefix("rows ") }
        let before = app.events.count
        let started = Date()
        XCTAssertEqual(try app.launchAgain(["--query", "blue"]), 0)
        XCTAssertLessThan(Date().timeIntervalSince(started), 5, "the second launch only hands over")
        try app.waitForEvent(after: before) { $0 == #"status results(query: "blue", count: 4, total: Optional(4))"# }
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
            arguments: ["--provider", "sample"], environment: bus.environment.merging(["XDG_CONFIG_HOME": config.path]) { $1 })
        try app.waitForEvent { $0.hasPrefix("rows ") }
        XCTAssertEqual(try bus.storedAPIKey(), "migrate-me-4711")
        XCTAssertFalse(FileManager.default.fileExists(atPath: file.path), "no plain copy is left")
    }

    func testPreferencesSaveTheKeyInTheKeyringAndRemoveIt() throws {
        let bus = try PrivateSessionBus()
        try bus.startKeyring()
        let app = try AppUnderTest(arguments: [], environment: bus.environment)
        try app.waitForEvent { $0 == "attribution Images from Openverse" }
        let config = app.home.appendingPathComponent("config/pixscout/config")
        var before = app.events.count
        try app.press("ctrl+comma")
        try app.type("saved-in-keyring-99")
        try app.press("Return")
        try app.waitForEvent(after: before) { $0 == "attribution Images from Pixabay" }
        XCTAssertEqual(try bus.storedAPIKey(), "saved-in-keyring-99")
        XCTAssertFalse(FileManager.default.fileExists(atPath: config.path), "the key is not written to a file")
        before = app.events.count
        try app.press("ctrl+comma")
        try app.press("Tab", "Return")
        try app.waitForEvent(after: before) { $0 == "attribution Images from Openverse" }
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
        try app.waitForEvent { $0.hasPrefix("rows ") }
        try app.press("F5")
        try app.waitForEvent { $0.hasPrefix("status results") }
        let log = app.log
        XCTAssertTrue(log.contains("pixscout-DEBUG"), log)
        XCTAssertTrue(log.range(of: #"Pixabay: GET http://127\.0\.0\.1:\d+/api/\?q=blue.* 200 in \d+ ms"#, options: .regularExpression) != nil, log)
        XCTAssertTrue(log.contains("Pixabay: cache hit"), log)
        XCTAssertFalse(log.contains("log-secret-8080"), "the key never reaches the log")
    }

    func testWithoutTheVariableTheLogIsQuiet() throws {
        let app = try AppUnderTest(arguments: ["--provider", "sample"], environment: ["G_MESSAGES_DEBUG": ""])
        try app.waitForEvent { $0.hasPrefix("rows ") }
        XCTAssertFalse(app.log.contains("pixscout-DEBUG"), app.log)
    }
}

/// The window in the person's language, and Pixabay's `lang` following it.
final class TranslatedWindowEndToEndTests: XCTestCase {
    override func setUpWithError() throws {
        try XCTSkipIf(ProcessInfo.processInfo.environment["DISPLAY"] == nil, "no display: run the suite under xvfb-run")
    }

    private func app(language: String, arguments: [String] = ["--provider", "sample"]) throws -> AppUnderTest {
        try AppUnderTest(arguments: arguments, environment: ["LANG": "\(language).UTF-8", "LANGUAGE": "", "LC_ALL": ""])
    }

    func testTheWindowSpeaksJapanese() throws {
        let app = try app(language: "ja_JP")
        try app.waitForEvent { $0 == "summary 50 / 64 枚の画像" }
        try app.waitForEvent { $0 == "attribution Pixscout が作ったサンプル画像" }
        try app.press("Down")
        let detail = try app.waitForEvent { $0.hasPrefix("detail ") }
        XCTAssertTrue(detail.contains("閲覧 1,991,477 回 · ダウンロード 434,876 回 · いいね 779 件"), detail)
        _ = try app.screenshot(named: "japanese")
    }

    func testTheWindowSpeaksGermanAndSearchesPixabayInGerman() throws {
        let server = try FixtureServer(arguments: ["--key", "k"])
        defer { server.stop() }
        let app = try AppUnderTest(
            arguments: ["--api-url", server.apiURL],
            environment: ["LANG": "de_DE.UTF-8", "LANGUAGE": "", "LC_ALL": "", "PIXABAY_API_KEY": "k"])
        try app.type("blue")
        try app.press("Return")
        try app.waitForEvent { $0 == "summary 4 Bilder" }
        try app.waitForEvent { $0 == "attribution Bilder von Pixabay" }
        let search = try server.blocking { try await $0.requests() }.first { $0.path == "/api/" }
        XCTAssertEqual(search?.query["lang"], "de", "Pixabay's lang follows the locale")
    }
}
