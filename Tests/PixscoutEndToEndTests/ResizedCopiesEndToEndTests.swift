import Foundation
import PixscoutProbe
import PixscoutTestSupport
import XCTest

/// A picture saved from Openverse through the window and a picture fitted to a slide, each made
/// half its size and re-encoded as a JPEG of quality 85 with its metadata stripped (as an office
/// suite does), are credited inside an `.odt`: by the look of the file Pixscout handed on, with
/// the licence, the fitted one as changed.
final class ResizedCopiesEndToEndTests: EndToEndTestCase {
    override func appArguments(server: FixtureServer) -> [String] {
        ["--site", "openverse", "--api-url", "openverse=" + server.rootURL + "v1/images/"]
    }

    override func prepareHome(_ home: URL) throws {
        try Self.makePicturesFolder(in: home)
    }

    private var work: URL { app.home.appendingPathComponent("documents") }

    /// Moves down `rows` rows and waits for the detail of the row it lands on.
    private func moveDown(_ rows: Int) throws -> String {
        let before = app.events.count
        for _ in 0..<rows { try app.press("Down") }
        return try XCTUnwrap(app.waitForEvent(after: before) { $0.kind == .detail }.detailTitle)
    }

    func testHalfSizeReEncodedCopiesOfASavedAndAFittedPictureAreCredited() throws {
        try app.waitForEvent(.libraryAttached(opened: true))
        let results = try server.blocking { try await $0.openverseResults(forQuery: "blue") }
        try search("blue")
        // A picture whose licence allows changes is fitted; the first is saved as it is.
        let changeable = try XCTUnwrap(results.indices.dropFirst().first { !results[$0].license.contains("nd") })
        _ = try moveDown(1)
        var before = app.events.count
        try app.press("ctrl+s")
        try app.press(["Return"], inWindowTitled: "Save Image")
        let saved = URL(fileURLWithPath: try XCTUnwrap(app.waitForEvent(after: before) { $0.savedPath != nil }
            .savedPath))
        let title = try moveDown(changeable)
        before = app.events.count
        try app.press("ctrl+shift+f")
        try app.waitForEvent(after: before) { $0.fitState?.hasPrefix("ready") == true }
        before = app.events.count
        try app.press(["alt+v"], inWindowTitled: "Fit “\(title)”")
        try app.press(["Return"], inWindowTitled: "Save Fitted Image")
        let notice = try app.waitForEvent(after: before) { $0.noticeText?.hasPrefix("Fitted image saved as") == true }
        let name = try XCTUnwrap(notice.noticeText?.split(separator: "“").last?.split(separator: "”").first)
        let fitted = app.home.appendingPathComponent("Pictures/\(name)")

        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        let copies = [("saved.jpg", saved), ("fitted.jpg", fitted)].map { name, file in
            (name, work.appendingPathComponent(name), file)
        }
        for (_, copy, file) in copies {
            try runTool("/usr/bin/convert", [file.path, "-strip", "-resize", "50%", "-quality", "85", copy.path])
            XCTAssertTrue(xmpFields(of: copy).keys.filter { $0.hasPrefix("XMP-") }.isEmpty, "no metadata left")
        }
        let text = work.appendingPathComponent("essay.odt")
        try DocumentFixtures.odt(text, pictures: copies.map { ($0.0, $0.1) })
        try app.waitFor("the ledger to know both files") {
            copies.allSatisfy { (try? app.runAgain(["credits", "--check", $0.2.path]))?.status == 0 }
        }
        let checked = try app.runAgain(["credits", "--check", text.path, "--format", "text"])
        XCTAssertEqual(checked.status, 0, "both known, nothing unknown:\n\(checked.output)\(checked.errors)")
        let lines = checked.output.split(separator: "\n")
        let savedLine = try XCTUnwrap(lines.first { $0.hasPrefix("\(text.path) › Pictures/saved.jpg:") })
        let fittedLine = try XCTUnwrap(lines.first { $0.hasPrefix("\(text.path) › Pictures/fitted.jpg:") })
        for (line, result) in [(savedLine, results[0]), (fittedLine, results[changeable])] {
            XCTAssertTrue(line.contains(result.landingURL), "the image's page: \(line)")
            XCTAssertTrue(line.contains(result.licenseURL), "its licence: \(line)")
        }
        XCTAssertFalse(savedLine.contains("cropped and resized"), String(savedLine))
        XCTAssertTrue(fittedLine.contains("It was cropped and resized from the original"),
            "the fitted picture says it was changed: \(fittedLine)")
    }
}
