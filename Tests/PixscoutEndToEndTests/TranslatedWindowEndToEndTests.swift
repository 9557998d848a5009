import Foundation
import PixscoutTestSupport
import XCTest

/// The window in the person's language, and Pixabay's `lang` following it.
final class TranslatedWindowEndToEndTests: XCTestCase {
    override func setUpWithError() throws {
        try XCTSkipIf(ProcessInfo.processInfo.environment["DISPLAY"] == nil, "no display: run the suite under xvfb-run")
    }

    private func app(language: String, arguments: [String] = ["--site", "sample"]) throws -> AppUnderTest {
        try AppUnderTest(arguments: arguments, environment: ["LANG": "\(language).UTF-8", "LANGUAGE": "", "LC_ALL": ""])
    }

    func testTheWindowSpeaksJapanese() throws {
        let app = try app(language: "ja_JP")
        try app.waitForEvent(.summary("50 / 64 枚の画像"))
        try app.waitForEvent(.attribution("Pixscout が作ったサンプル画像"))
        try app.press("Down")
        let detail = try app.waitForEvent { $0.kind == .detail }
        XCTAssertEqual(detail.detailCounts, "閲覧 1,991,477 回 · ダウンロード 434,876 回 · いいね 779 件")
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
        try app.waitForEvent(.summary("4 Bilder"))
        try app.waitForEvent(.attribution("Bilder von Pixabay"))
        let search = try server.blocking { try await $0.requests() }.first { $0.path == "/api/" }
        XCTAssertEqual(search?.query["lang"], "de", "Pixabay's lang follows the locale")
    }
}
