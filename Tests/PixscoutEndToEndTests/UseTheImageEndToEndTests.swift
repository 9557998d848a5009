import Foundation
import PixscoutTestSupport
import XCTest

/// The image where it is needed: the quick look, the clipboard, a drag into another app, the
/// wallpaper (through GNOME's settings or the desktop portal); and a broken image that loses
/// nothing. Pixabay's format, the catalog three times over (192 results, so that the quick
/// look crosses a page).
final class UseTheImageEndToEndTests: EndToEndTestCase {
    override var serverArguments: [String] { ["--copies", "3"] }

    private func hits(_ query: String) throws -> [FixtureServer.PixabayHit] {
        try server.blocking { try await $0.pixabayHits(forQuery: query, key: Self.key) }
    }

    func testSpaceOpensTheQuickLookArrowsMoveAcrossPagesAndEscapeCloses() throws {
        try app.press("Return")
        try app.waitForEvent(.rows(50))
        try app.press("Down", "space")
        try app.waitForEvent { $0.kind == .quickLook && $0.quickLookIndex == 0 }
        try app.waitForEvent { $0.kind == .quickLookImage && $0.quickLookIndex == 0 }
        try app.press("Right")
        try app.waitForEvent { $0.kind == .quickLook && $0.quickLookIndex == 1 }
        try app.waitForEvent { $0.kind == .quickLookImage && $0.quickLookIndex == 1 }
        _ = try app.screenshot(named: "quick-look")
        try app.press("Escape")
        try app.waitForEvent(.quickLookClosed)
        // From the last row of the first page, Right loads the next page and moves there.
        try app.press("End", "space")
        try app.waitForEvent { $0.kind == .quickLook && $0.quickLookIndex == 49 }
        try app.press("Right")
        try app.waitForEvent { $0.kind == .quickLook && $0.quickLookIndex == 50 }
        try app.waitForEvent(.rows(100))
        let beforeClosing = app.events.count
        try app.press("space")
        try app.waitForEvent(.quickLookClosed, after: beforeClosing)
    }

    func testControlCCopiesTheImageItselfAndControlShiftCItsLink() throws {
        let expected = try hits("blue")[0]
        try search("blue")
        try app.press("Down", "ctrl+c")
        try app.waitForEvent { $0.kind == .clipboardImage }
        let png = try app.clipboardData(type: "image/png")
        XCTAssertEqual(Array(png.prefix(8)), [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], "a PNG")
        let width = png[16..<20].reduce(0) { $0 << 8 | Int($1) }
        let height = png[20..<24].reduce(0) { $0 << 8 | Int($1) }
        XCTAssertEqual([width, height], [expected.webformatWidth, expected.webformatHeight],
            "the large image at its size")
        try app.press("ctrl+shift+c")
        try app.waitForEvent { $0.kind == .clipboardText }
        XCTAssertEqual(try app.clipboard(type: "UTF8_STRING"), expected.pageURL)
    }

    func testDraggingARowIntoAnotherAppDropsTheCompleteImageFile() throws {
        let expected = try hits("sun")[1]
        let drops = app.home.appendingPathComponent("drops.log")
        let target = Process()
        target.executableURL = RepositoryPaths.script("drop-target")
        target.arguments = [drops.path, "40", "800"]
        try target.run()
        defer { target.terminate() }
        try search("sun")
        try app.waitFor("the drop target") { (try? String(contentsOf: drops,
            encoding: .utf8))?.contains("ready") == true }
        let row = app.thumbnail(of: try app.settledEvent { $0.isRowBounds(ofRow: 1) })
        try app.drag(fromWindowX: row.x, y: row.y, toScreenX: 190, y: 900) {
            (try? String(contentsOf: drops, encoding: .utf8))?.contains("over") == true
        }
        try app.waitFor("the drop") { (try? String(contentsOf: drops, encoding: .utf8))?.contains("uris ") == true }
        let uri = try XCTUnwrap(try String(contentsOf: drops, encoding: .utf8).split(separator: "\n")
            .first { $0.hasPrefix("uris ") }.map { String($0.dropFirst("uris ".count)) })
        let file = try XCTUnwrap(URL(string: uri))
        XCTAssertTrue(file.isFileURL, uri)
        XCTAssertEqual(file.lastPathComponent, "pixabay-\(expected.id).jpg", "a name that says what it is")
        try checkIsTheOriginalWithItsCredit(file, original: expected.largeImageURL)
    }

    /// `file` holds the picture at `url` whole, with its credit written in before it was handed on.
    private func checkIsTheOriginalWithItsCredit(_ file: URL, original url: String,
        file source: StaticString = #filePath, line: UInt = #line) throws {
        let original = app.home.appendingPathComponent("original-\(UUID().uuidString).jpg")
        try server.blocking { try await $0.bytes(at: url) }.write(to: original)
        XCTAssertEqual(decodedPixels(of: file), decodedPixels(of: original), "the whole image, not part of it",
            file: source, line: line)
        XCTAssertNotNil(xmpFields(of: file)["XMP-cc:License"], "its credit inside", file: source, line: line)
    }

    func testSetAsWallpaperFromTheMenuWritesTheDesktopSettings() throws {
        let expected = try hits("red")[0]
        try setTheWallpaper(of: "red")
        try app.waitForEvent(.notice("Wallpaper set."))
        let keyfile = try String(
            contentsOf: app.home.appendingPathComponent("config/glib-2.0/settings/keyfile"), encoding: .utf8)
        let wallpaper = app.home.appendingPathComponent("data/backgrounds/pixscout/pixabay-\(expected.id).jpg")
        XCTAssertTrue(keyfile.contains("picture-uri='\(wallpaper.absoluteString)'"), keyfile)
        XCTAssertTrue(keyfile.contains("picture-uri-dark='\(wallpaper.absoluteString)'"), keyfile)
        try checkIsTheOriginalWithItsCredit(wallpaper, original: expected.largeImageURL)
    }

    func testSetAsWallpaperGoesThroughTheDesktopPortal() throws {
        let expected = try hits("red")[0]
        let (bus, portal, calls) = try relaunchOnABusWithAWallpaperPortal(answering: 0)
        defer { withExtendedLifetime(bus) { portal.terminate() } }
        try setTheWallpaper(of: "red")
        try app.waitForEvent(.notice("Wallpaper set."))
        let wallpaper = app.home.appendingPathComponent("data/backgrounds/pixscout/pixabay-\(expected.id).jpg")
        let call = try XCTUnwrap(try String(contentsOf: calls, encoding: .utf8).split(separator: "\n").last)
        XCTAssertTrue(call.hasPrefix("set \(wallpaper.absoluteString) handle_token=pixscout"), String(call))
        XCTAssertTrue(call.hasSuffix(" set-on=both show-preview=False"), String(call))
        try checkIsTheOriginalWithItsCredit(wallpaper, original: expected.largeImageURL)
        let keyfile = app.home.appendingPathComponent("config/glib-2.0/settings/keyfile")
        XCTAssertFalse(FileManager.default.fileExists(atPath: keyfile.path),
            "the portal, not GNOME's settings directly")
    }

    func testAWallpaperPortalThatAnswersFailedIsReportedNotTakenForSuccess() throws {
        let (bus, portal, _) = try relaunchOnABusWithAWallpaperPortal(answering: 2)
        defer { withExtendedLifetime(bus) { portal.terminate() } }
        try setTheWallpaper(of: "red")
        try app.waitForEvent {
            $0 == .notice("Pixscout could not set the wallpaper: the desktop's settings did not accept the change.")
        }
        XCTAssertFalse(app.events.contains(.notice("Wallpaper set.")))
    }

    /// Searches `query` and picks Set as Wallpaper for the first result from its menu.
    private func setTheWallpaper(of query: String) throws {
        try search(query)
        try app.press("Down", "Menu")
        try app.waitForEvent(.contextMenu)
        try app.press("Up", "Return")
    }

    /// Replaces the app with one on a session bus of its own, where `scripts/wallpaper-portal`
    /// answers `response`; returns the bus, the portal and the file its calls go to.
    private func relaunchOnABusWithAWallpaperPortal(answering response: Int) throws -> (PrivateSessionBus, Process,
        URL) {
        let bus = try PrivateSessionBus()
        let calls = bus.home.appendingPathComponent("portal-calls.log")
        let portal = Process()
        portal.executableURL = RepositoryPaths.script("wallpaper-portal")
        portal.arguments = [calls.path, String(response)]
        portal.environment = ProcessInfo.processInfo.environment.merging(bus.environment) { $1 }
        try portal.run()
        try app.waitFor("the portal") { (try? String(contentsOf: calls, encoding: .utf8))?.contains("ready") == true }
        // The first app goes before the second comes, or its closing window takes the focus away.
        app = nil
        app = try AppUnderTest(
            arguments: appArguments(server: server),
                environment: bus.environment.merging(["PIXABAY_API_KEY": Self.key]) { $1 })
        return (bus, portal, calls)
    }

    func testABrokenImageSaysSoAndLosesNothing() throws {
        try search("green")
        try app.press("Down")
        try server.blocking { try await $0.inject("corrupt-image", times: 0, ["scope": "images"]) }
        try app.press("space")
        try app.waitForEvent { $0.kind == .quickLookBroken && $0.quickLookIndex == 0 }
        try app.press("Escape", "ctrl+c")
        try app.waitForEvent(.notice("Pixscout could not copy the image: this image could not be used, because it "
            + "could not be downloaded or is not a whole picture. Try again, or open its page in the browser."))
        XCTAssertEqual(app.events(since: 0) { $0.kind == .clipboardImage }, [])
        try app.press("Down")
        try app.waitForEvent { $0.detailTitle?.contains("green") == true }
        XCTAssertTrue(app.events.contains { $0.searchStatus?.isResults(for: "green") == true }, "the results stay")
    }
}
