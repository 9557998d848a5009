import Foundation
import PixscoutProbe
import PixscoutTestSupport
import XCTest

/// Add Credits to a Copy… in the window's report: the save dialog proposes "NAME (credits).EXT"
/// beside the document, the copy is written, and the notice's Open opens it with the desktop's
/// application for it.
final class DocumentCreditsWindowEndToEndTests: EndToEndTestCase {
    override func prepareHome(_ home: URL) throws {
        try Self.makePicturesFolder(in: home)
        // The test's "browser" is the desktop's application for OpenDocument texts too.
        let handler = home.appendingPathComponent("data/applications/pixscout-test-browser.desktop")
        let entry = try String(contentsOf: handler, encoding: .utf8)
        try entry.replacingOccurrences(of: "MimeType=", with: "MimeType=application/vnd.oasis.opendocument.text;")
            .write(to: handler, atomically: true, encoding: .utf8)
        let list = home.appendingPathComponent("config/mimeapps.list")
        try (try String(contentsOf: list, encoding: .utf8)
            + "application/vnd.oasis.opendocument.text=pixscout-test-browser.desktop\n")
            .write(to: list, atomically: true, encoding: .utf8)
    }

    func testTheReportAddsCreditsToACopyAndItsNoticeOpensIt() throws {
        let work = app.home.appendingPathComponent("documents")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        let never = work.appendingPathComponent("never.png")
        try DocumentFixtures.neverSeen(never)
        let text = work.appendingPathComponent("essay.odt")
        try DocumentFixtures.openDocument(text, presentation: false, pictures: [never])
        XCTAssertEqual(try drop(text, expecting: 1).map(\.verdict), ["unknown"])
        let writing = app.events.count
        try app.press(["alt+a"], inWindowTitled: "Check a Document")
        try app.press(["Return"], inWindowTitled: "Add Credits to a Copy")
        let copy = work.appendingPathComponent("essay (credits).odt")
        let said = try app.waitForEvent(after: writing) { $0.noticeText?.hasPrefix("Credits added to a copy") == true }
        XCTAssertEqual(said.noticeText, "Credits added to a copy: “essay (credits).odt”.")
        XCTAssertTrue(FileManager.default.fileExists(atPath: copy.path), "the name proposed, beside the original")
        _ = try app.screenshot(named: "document-credits")
        try app.press(["Escape"], inWindowTitled: "Check a Document")
        try app.waitFor("the report to close") { !app.showsWindow(titled: "Check a Document") }
        let open = try app.settledEvent { $0.isBounds(of: .toastAction) }
        try app.click(x: app.centre(of: open).x, y: app.centre(of: open).y)
        // The desktop hands its application the file's path.
        XCTAssertEqual(try app.waitForOpenedURLs(count: 1), [copy.path])
    }
}
