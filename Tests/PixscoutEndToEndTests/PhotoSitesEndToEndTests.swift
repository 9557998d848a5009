import Foundation
import PixscoutProbe
import PixscoutTestSupport
import XCTest

/// Unsplash through the real app against `serve-fixtures`, its key in the environment: rows
/// credit the photographer as Unsplash asks, and each photo used is reported once.
final class UnsplashEndToEndTests: EndToEndTestCase {
    override func appArguments(server: FixtureServer) -> [String] {
        ["--site", "unsplash", "--api-url", "unsplash=" + server.rootURL + "unsplash/search/photos"]
    }

    /// Five requests an hour: the footer says when few are left.
    override var serverArguments: [String] { ["--rate-limit", "5"] }

    override var appEnvironment: [String: String] { ["UNSPLASH_ACCESS_KEY": Self.key] }

    override var readsAccessibility: Bool { true }

    override func prepareHome(_ home: URL) throws {
        try Self.makePicturesFolder(in: home)
    }

    func testRowsCreditThePhotographerOnUnsplashAndSoDoesCopyCredit() throws {
        try search("sky")
        try app.waitForEvent { $0.summaryText?.hasSuffix(" · Unsplash allows 4 more requests for now") == true }
        let rows = try app.accessibleObjects().map(\.name).filter { $0.contains("Unsplash License") }
        XCTAssertFalse(rows.isEmpty, "the rows a screen reader finds")
        XCTAssertTrue(rows.allSatisfy { $0.contains(", Photo by ") && $0.contains(" on Unsplash, ") }, "\(rows)")
        XCTAssertTrue(rows.allSatisfy { $0.hasSuffix("No credit needed") }, "\(rows)")
        try app.press("Down")
        let detail = try app.waitForEvent { $0.kind == .detail }
        XCTAssertEqual(detail.detailSource, "From Unsplash")
        XCTAssertEqual(detail.detailLicense, "Unsplash License")
        let credit = try copyCredit()
        XCTAssertTrue(credit.hasPrefix("Photo by "), credit)
        XCTAssertTrue(credit.contains("?utm_source=pixscout&utm_medium=referral) on Unsplash ("), credit)
        XCTAssertTrue(credit.hasSuffix(", free to use under Unsplash License (https://unsplash.com/license): "
            + "no credit is needed."), credit)
    }

    func testMoreByThePhotographerListsTheirPhotos() throws {
        let rows = try search("author:\"cirrus\"")
        XCTAssertGreaterThan(rows, 1)
        let asked = try server.blocking { try await $0.requests() }.filter { $0.path.hasPrefix("/unsplash/") }
        XCTAssertEqual(asked.map(\.path), ["/unsplash/users/cirrus/photos"])
        XCTAssertEqual(asked.first?.status, 200)
    }

    func testSavingAPhotoReportsItOnceWithTheKeyInTheHeaderNeverInTheURL() throws {
        try search("sky")
        try app.press("Down")
        try app.waitForEvent { $0.kind == .detail }
        try app.press("ctrl+shift+s")
        try app.press(["Return"], inWindowTitled: "Save 1 Image to a Folder")
        try app.waitForEvent { $0.noticeText?.hasPrefix("1 image saved") == true }
        let copied = app.events.count
        try app.press("ctrl+c")
        try app.waitForEvent(after: copied) { $0.kind == .clipboardImage }
        let reports = try server.blocking { try await $0.requests() }
            .filter { $0.path.hasPrefix("/unsplash/photos/") && $0.path.hasSuffix("/download") }
        XCTAssertEqual(reports.count, 1, "saved, then copied: one report")
        XCTAssertEqual(reports.first?.status, 200)
        XCTAssertEqual(reports.first?.hasKeyHeader, true)
        XCTAssertEqual(reports.first.map { $0.hasKey || $0.query.keys.contains("client_id") }, false)
        let searches = try server.blocking { try await $0.requests() }.filter { $0.path == "/unsplash/search/photos" }
        XCTAssertTrue(searches.allSatisfy { $0.hasKeyHeader && !$0.hasKey }, "the key only ever in the header")
    }
}

/// Pexels with a key it does not know: a sentence that names it and says where to fix it.
final class PexelsWrongKeyEndToEndTests: EndToEndTestCase {
    override func appArguments(server: FixtureServer) -> [String] {
        ["--site", "pexels", "--api-url", "pexels=" + server.rootURL + "pexels/v1/search"]
    }

    override var appEnvironment: [String: String] { ["PEXELS_API_KEY": "not-the-key"] }

    func testAWrongKeySaysSoAndHowToFixIt() throws {
        try app.type("sky")
        try app.press("Return")
        try app.waitForEvent(.banner("Pexels did not accept the API key. Check the key in Preferences."))
        let requests = try server.blocking { try await $0.requests() }.filter { $0.path == "/pexels/v1/search" }
        XCTAssertEqual(requests.map(\.status), [403])
        XCTAssertEqual(app.events.filter { $0.kind == .rows && $0.hasRows }, [], "no rows from a refusal")
    }
}

/// All sites with all five: rows from each.
final class AllFiveSitesEndToEndTests: AllSitesTestCase {
    override func appArguments(server: FixtureServer) -> [String] {
        super.appArguments(server: server) + [
            "--api-url", "unsplash=" + server.rootURL + "unsplash/search/photos",
            "--api-url", "pexels=" + server.rootURL + "pexels/v1/search",
        ]
    }

    override var appEnvironment: [String: String] {
        ["UNSPLASH_ACCESS_KEY": Self.key, "PEXELS_API_KEY": Self.key]
    }

    func testOneQueryMergesRowsFromEachOfTheFive() throws {
        try app.waitForEvent(.attribution("Images from Openverse, Wikimedia Commons, Pixabay, Unsplash and Pexels"))
        let three = try expectedRows("blue")
        let photos = try server.blocking { try await $0.pixabayHits(forQuery: "blue", key: Self.key) }.count
        let sources = try detailsOfEveryRow("blue", count: three.count + 2 * photos).map { $0.detailSource ?? "" }
        for site in ["From Unsplash", "From Pexels", "From Pixabay"] {
            XCTAssertEqual(sources.filter { $0 == site }.count, photos, "\(site) in \(sources)")
        }
        XCTAssertTrue(sources.contains { $0.hasSuffix("via Openverse") }, "\(sources)")
        XCTAssertTrue(sources.contains { $0.hasPrefix("From Wikimedia Commons") }, "\(sources)")
    }
}

/// An Unsplash key entered in Preferences is checked with Unsplash before it is kept.
final class UnsplashKeyInPreferencesEndToEndTests: EndToEndTestCase {
    override func appArguments(server: FixtureServer) -> [String] {
        ["--api-url", server.apiURL, "--api-url", "unsplash=" + server.rootURL + "unsplash/search/photos"]
    }

    override var readsAccessibility: Bool { true }

    func testAWrongKeyIsRefusedWithASentenceAndTheRightOneOpensUnsplash() throws {
        let refusal = "Unsplash did not accept this key. Check that you copied all of it, then save again."
        let saved = app.home.appendingPathComponent("config/pixscout/unsplash-key")
        try app.waitForEvent(.attribution("Images from Pixabay"))
        try app.press("ctrl+comma")
        // Alt+U: the U of "Unsplash API key" goes to its entry.
        try app.press("alt+u")
        try app.type("not-the-key")
        try app.press("Return")
        var names: [String] = []
        for _ in 0..<100 where !names.contains(refusal) {
            names = try app.accessibleObjects().map(\.name)
        }
        XCTAssertTrue(names.contains(refusal), "\(names)")
        XCTAssertFalse(FileManager.default.fileExists(atPath: saved.path), "a refused key is not kept")
        let before = app.events.count
        try app.press("ctrl+a")
        try app.type(Self.key)
        try app.press("Return")
        try app.waitForEvent(.attribution("Images from Unsplash"), after: before)
        XCTAssertEqual(try String(contentsOf: saved, encoding: .utf8), "api_key=\(Self.key)\n")
        let checks = try server.blocking { try await $0.requests() }.filter { $0.path == "/unsplash/search/photos" }
        XCTAssertEqual(checks.first?.status, 401)
        XCTAssertTrue(checks.allSatisfy { $0.hasKeyHeader && !$0.hasKey })
    }
}
