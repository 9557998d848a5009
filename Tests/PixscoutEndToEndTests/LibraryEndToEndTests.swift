import Foundation
import PixscoutProbe
import PixscoutTestSupport
import XCTest

/// The library on the real binary: starred images come back after a restart, thumbnails and
/// all, with the server gone; three results saved to a folder with Save to Folder… arrive
/// with a CREDITS.md naming each.
final class LibraryEndToEndTests: EndToEndTestCase {
    private var pictures: URL { app.home.appendingPathComponent("Pictures") }

    override func prepareHome(_ home: URL) throws {
        try Self.makePicturesFolder(in: home)
    }

    private func starTwoResultsAndQuit() throws {
        try app.waitForEvent(.libraryAttached(opened: true))
        _ = try search("sun")
        try app.press("Down", "shift+Down", "ctrl+d")
        try app.waitForEvent(.notice("2 images starred."))
        try app.press("ctrl+q")
        XCTAssertTrue(app.waitForExit(timeout: AppUnderTest.patience))
    }

    func testTwoStarredResultsComeBackAfterARestartWithTheirThumbnailsWhileTheServerIsDown() throws {
        try starTwoResultsAndQuit()
        server.stop()

        let home = app.home
        let restarted = try AppUnderTest(
            arguments: appArguments(server: server), environment: ["PIXABAY_API_KEY": Self.key], reusing: home)
        defer { app = restarted }
        try restarted.press("alt+2")
        try restarted.waitForEvent(.mode("library"))
        try restarted.waitForEvent(.library(.shown(count: 2)))
        try restarted.waitForEvent(.rows(2))
        try restarted.waitForEvent { $0.previewCount == 2 }
        // The footer counts them once the shelf has settled (the shelf may load again, saying
        // "Opening your library…" meanwhile, when the window asked before the library opened).
        try restarted.waitFor("the footer to count the two images") {
            restarted.events.last { $0.kind == .summary } == .summary("2 images")
        }
        _ = try restarted.screenshot(named: "library-starred")
        try restarted.press("Down")
        try restarted.waitForEvent { $0.kind == .detail }
        try restarted.waitForEvent { $0.kind == .detailImage }
    }

    func testALibraryAnotherProgramHoldsIsNotMovedTheWindowSaysSoAndOpensItOnceFree() throws {
        try starTwoResultsAndQuit()

        let home = app.home
        let file = home.appendingPathComponent("data/pixscout/library.sqlite")
        let lock = try ExclusiveLock(file)
        let restarted = try AppUnderTest(
            arguments: appArguments(server: server), environment: ["PIXABAY_API_KEY": Self.key], reusing: home)
        defer { app = restarted }
        try restarted.waitForEvent {
            $0 == .banner("Your library is in use by another program. Pixscout will open it as soon as it is free.")
        }
        lock.release()
        try restarted.waitForEvent(.libraryAttached(opened: true))
        let folder = try FileManager.default.contentsOfDirectory(atPath: file.deletingLastPathComponent().path)
        XCTAssertFalse(folder.contains { $0.contains("damaged") }, "\(folder)")
        try restarted.press("alt+2")
        try restarted.waitForEvent(.library(.shown(count: 2)))
    }

    func testThreeSelectedResultsSaveToAFolderWithACreditsFileNamingEach() throws {
        _ = try search("sun")
        try app.press("Down", "shift+Down", "shift+Down")
        try app.waitForEvent(.selectedCount(3))
        try app.press("ctrl+shift+s")
        try app.press(["Return"], inWindowTitled: "Save 3 Images to a Folder")
        let saved = ProbeEvent.notice("3 images saved in “Pictures”. Their credits are in CREDITS.md.")
        try app.waitForEvent(saved)
        let files = try FileManager.default.contentsOfDirectory(atPath: pictures.path).sorted()
        XCTAssertEqual(files.count, 4, "\(files)")
        XCTAssertTrue(files.contains("CREDITS.md"))
        let credits = try String(contentsOf: pictures.appendingPathComponent("CREDITS.md"), encoding: .utf8)
        for image in files where image != "CREDITS.md" {
            XCTAssertTrue(image.hasPrefix("pixabay-") && image.hasSuffix(".jpg"), image)
            XCTAssertTrue(credits.contains("- **\(image.replacingOccurrences(of: "_", with: "\\_"))**: "),
                "\(image) in\n\(credits)")
            let bytes = try Data(contentsOf: pictures.appendingPathComponent(image))
            XCTAssertEqual(Array(bytes.prefix(2)), [0xFF, 0xD8], "a whole JPEG: \(image)")
        }
        XCTAssertTrue(credits.contains("Pixabay Content License"), credits)

        // The same three again: the files are there, so Pixscout asks, and Keep Both keeps both.
        // (The mark is taken first: the save may be over before the last key press returns.)
        let again = app.events.count
        try app.press("ctrl+shift+s")
        try app.press(["Return"], inWindowTitled: "Save 3 Images to a Folder")
        try app.press(["alt+k"], inWindowTitled: "Replace 3 Files?")
        try app.waitForEvent(saved, after: again)
        try app.waitFor("the copies beside the files") {
            ((try? FileManager.default.contentsOfDirectory(atPath: self.pictures.path)) ?? []).count == 7
        }
    }
}
