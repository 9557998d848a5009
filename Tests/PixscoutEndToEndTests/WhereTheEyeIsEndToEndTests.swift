import Foundation
import PixscoutProbe
import PixscoutTestSupport
import XCTest

/// What an action did shows where the person is looking, at a laptop's window size: a save's
/// outcome in a notice over the results, a failure's with Retry, announced to a screen reader,
/// and the detail pane's buttons wholly on screen.
final class WhereTheEyeIsEndToEndTests: EndToEndTestCase {
    override var readsAccessibility: Bool { true }

    override func prepareHome(_ home: URL) throws {
        try Self.makePicturesFolder(in: home)
    }

    private var pictures: URL {
        app.home.appendingPathComponent("Pictures")
    }

    /// The notice's place once it has slid in after `since`, checked to lie within the window
    /// and clear of the detail pane's buttons.
    @discardableResult
    private func noticeOnScreen(since: Int, file: StaticString = #filePath,
        line: UInt = #line) throws -> (x: Int, y: Int, width: Int, height: Int) {
        let toast = try XCTUnwrap(try app.waitForEvent(after: since, file: file, line: line) {
            $0.isBounds(of: .toast)
        }.rectangle, file: file, line: line)
        let window = try app.windowSize()
        XCTAssertGreaterThanOrEqual(toast.x, 0, file: file, line: line)
        XCTAssertGreaterThanOrEqual(toast.y, 0, file: file, line: line)
        XCTAssertLessThanOrEqual(toast.x + toast.width, window.width, "within the window", file: file, line: line)
        XCTAssertLessThanOrEqual(toast.y + toast.height, window.height, "within the window", file: file, line: line)
        let bar = try XCTUnwrap(app.events.last { $0.isBounds(of: .detailActions) }?.rectangle, file: file, line: line)
        XCTAssertLessThanOrEqual(toast.x + toast.width, bar.x, "clear of the pane's buttons", file: file, line: line)
        XCTAssertLessThanOrEqual(bar.y + bar.height, window.height, "the buttons wholly on screen",
            file: file, line: line)
        return toast
    }

    /// Ctrl+S on the focused result, then Enter in the file chooser, as a person saves.
    private func saveWithTheChooser() throws {
        try app.press("ctrl+s")
        try app.waitFor("the file chooser") { app.showsWindow(titled: "Save Image") }
        try app.press(["Return"], inWindowTitled: "Save Image")
    }

    func testASaveSaysSoOverTheResultsAndAFailureSaysWhyWithRetry() throws {
        // What a 1366x768 laptop gives the first window.
        try app.resizeWindow(width: 1110, height: 696)
        try search("green")
        let selected = app.events.count
        try app.press("Down")
        try app.waitForEvent(after: selected) { $0.kind == .detailImage }

        let saving = app.events.count
        try saveWithTheChooser()
        let saved = try app.waitForEvent(after: saving) { $0.noticeText?.hasPrefix("Saved “") == true }
        let file = try XCTUnwrap(app.events(since: saving) { $0.savedPath != nil }.first?.savedPath)
        XCTAssertEqual(URL(fileURLWithPath: file).deletingLastPathComponent().path, pictures.path)
        XCTAssertEqual(saved.noticeText, "Saved “\(URL(fileURLWithPath: file).lastPathComponent)” in Pictures.")
        try noticeOnScreen(since: saving)
        _ = try app.screenshot(named: "saved-notice")
        let savedFile = URL(fileURLWithPath: file)
        try app.waitFor("the saved file's credit") { xmpFields(of: savedFile)["XMP-cc:License"] != nil }
        // Kept beside the screenshots, for the README's listing of what a saved file says.
        let kept = RepositoryPaths.root.appendingPathComponent(".build/screenshots/saved-with-credit.jpg")
        try? FileManager.default.removeItem(at: kept)
        try? FileManager.default.copyItem(at: savedFile, to: kept)
        let xmp = xmpFields(of: savedFile)
        XCTAssertEqual(xmp["XMP-xmpRights:WebStatement"] as? String, xmp["XMP-cc:License"] as? String)
        XCTAssertNotNil(xmp["XMP-cc:AttributionName"], "\(xmp)")
        XCTAssertTrue((xmp["XMP-xmpRights:UsageTerms"] as? String)?.contains("Pixabay") == true, "\(xmp)")
        XCTAssertTrue(try app.accessibleObjects().contains { $0.role == "notification" && $0.name == saved.noticeText },
            "a screen reader hears it")

        let next = app.events.count
        try app.press("Down")
        try app.waitForEvent(after: next) { $0.kind == .detailImage }
        try server.blocking { try await $0.inject("status", times: 1, ["scope": "images", "status": "404"]) }
        let failing = app.events.count
        try saveWithTheChooser()
        let failed = try app.waitForEvent(after: failing) { $0.noticeText?.hasPrefix("The image could not be") == true }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: pictures.path).count, 1,
            "nothing written: \(failed.noticeText ?? "")")
        try noticeOnScreen(since: failing)
        _ = try app.screenshot(named: "failed-notice")
        let retry = try app.settledEvent { $0.isBounds(of: .toastAction) }
        let retrying = app.events.count
        try app.click(x: app.centre(of: retry).x, y: app.centre(of: retry).y)
        try app.waitForEvent(after: retrying) { $0.noticeText?.hasPrefix("Saved “") == true }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: pictures.path).count, 2, "Retry saved it")
    }
}
