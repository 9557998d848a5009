import Foundation
import PixscoutProbe
import PixscoutTestSupport
import XCTest

/// Credits added to copies of real documents, opened by a real office suite (LibreOffice): an
/// `.odt`, an `.odp`, a `.docx` and a `.pptx` each holding two pictures saved through the window
/// and one nobody knows; an HTML page and a Markdown file; no copy for a forbidden use.
final class DocumentCreditsEndToEndTests: EndToEndTestCase {
    override func prepareHome(_ home: URL) throws {
        try Self.makePicturesFolder(in: home)
    }

    private var work: URL { app.home.appendingPathComponent("documents") }

    /// Saves the first two "green" results as a person does; returns the files once the ledger
    /// knows them.
    private func saveTwoPictures() throws -> [URL] {
        try search("green")
        var saved: [URL] = []
        for _ in 0..<2 {
            let selected = app.events.count
            try app.press("Down")
            try app.waitForEvent(after: selected) { $0.kind == .detailImage }
            let saving = app.events.count
            try app.press("ctrl+s")
            try app.press(["Return"], inWindowTitled: "Save Image")
            saved.append(URL(fileURLWithPath: try XCTUnwrap(app.waitForEvent(after: saving) { $0.savedPath != nil }
                .savedPath)))
        }
        try app.waitFor("the ledger to know both files") {
            saved.allSatisfy { (try? app.runAgain(["credits", "--check", $0.path]))?.status == 0 }
        }
        return saved
    }

    func testCopiesOfOfficeDocumentsHoldEveryCreditAsTheOfficeSuitePrintsThem() throws {
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        let never = work.appendingPathComponent("never.png")
        try DocumentFixtures.neverSeen(never)
        let pictures = try saveTwoPictures() + [never]
        let office = OfficeSuite(profile: app.home.appendingPathComponent("libreoffice"))
        let text = work.appendingPathComponent("essay.odt")
        let deck = work.appendingPathComponent("talk.odp")
        try DocumentFixtures.openDocument(text, presentation: false, pictures: pictures)
        try DocumentFixtures.openDocument(deck, presentation: true, pictures: pictures)
        let word = try office.convert(text, to: "docx", in: work).file
        let powerPoint = try office.convert(deck, to: "pptx", in: work).file
        let printed = work.appendingPathComponent("printed")
        for document in [text, deck, word, powerPoint] {
            let before = try Data(contentsOf: document)
            let checked = try app.runAgain(["credits", "--check", document.path])
            XCTAssertEqual(checked.status, 1, "one picture nobody knows: \(checked.output)")
            let added = try app.runAgain(["credits", "--check", document.path, "--add-credits"])
            XCTAssertEqual(added.status, checked.status,
                "\(document.lastPathComponent): \(added.output)\(added.errors)")
            let copy = URL(fileURLWithPath: document.deletingPathExtension().path + " (credits)."
                + document.pathExtension)
            XCTAssertTrue(added.output.contains("Credits added to a copy: “\(copy.path)”."), added.output)
            XCTAssertEqual(try Data(contentsOf: document), before, "the original's bytes are unchanged")
            let again = try app.runAgain(["credits", "--check", copy.path])
            XCTAssertEqual(again.status, checked.status)
            XCTAssertTrue(again.output.contains("3 pictures examined: 2 known, 1 not known."), again.output)
            let page = try office.printedText(of: copy, in: printed).replacingOccurrences(of: "\n", with: " ")
            for line in ["Picture credits", "Picture 1", "Picture 2", "from Pixabay", "pixabay.com/service/license"] {
                XCTAssertTrue(page.contains(line), "\(copy.lastPathComponent) prints “\(line)”:\n\(page)")
            }
            XCTAssertTrue(page.contains("Picture 3") && page.contains("source unknown"), page)
        }
        let copied = work.appendingPathComponent("talk (credits).pptx")
        let reopened = try office.convert(copied, to: "odp", in: printed)
        XCTAssertFalse(reopened.log.lowercased().contains("repair") || reopened.log.lowercased().contains("corrupt"),
            reopened.log)
    }

    func testAPageAndAMarkdownFileGetTheirCreditsAndAForbiddenUseGetsNoCopy() throws {
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        let saved = try saveTwoPictures()
        for (index, file) in saved.enumerated() {
            try FileManager.default.copyItem(at: file, to: work.appendingPathComponent("\(index).jpg"))
        }
        let page = work.appendingPathComponent("post.html")
        try Data("<html><body><h1>Post</h1><img src=\"0.jpg\"><img src=\"1.jpg\" alt=\"Mine\"></body></html>".utf8)
            .write(to: page)
        XCTAssertEqual(try app.runAgain(["credits", "--check", page.path, "--add-credits"]).status, 0)
        let html = try String(contentsOf: work.appendingPathComponent("post (credits).html"), encoding: .utf8)
        let json = try XCTUnwrap(html.components(separatedBy: "application/ld+json\">").last?
            .components(separatedBy: "</script>").first)
        let graph = try XCTUnwrap((try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])?["@graph"]
            as? [[String: Any]])
        XCTAssertEqual(graph.count, 2)
        XCTAssertTrue(graph.allSatisfy { $0["@type"] as? String == "ImageObject" && $0["license"] != nil }, "\(graph)")
        XCTAssertTrue(html.contains("rel=\"license\""), html)

        let notes = work.appendingPathComponent("notes.md")
        try Data("# Notes\n\n![one](0.jpg)\n".utf8).write(to: notes)
        XCTAssertEqual(try app.runAgain(["credits", "--check", notes.path, "--add-credits"]).status, 0)
        let markdown = try String(contentsOf: work.appendingPathComponent("notes (credits).md"), encoding: .utf8)
        XCTAssertTrue(markdown.contains("\n## Picture credits\n\n- Picture 1: "), markdown)

        let statue = work.appendingPathComponent("statue.jpg")
        try DocumentFixtures.neverSeen(statue, seed: 31)
        try runTool("/usr/bin/exiftool", ["-q", "-overwrite_original",
            "-XMP-cc:License=https://creativecommons.org/licenses/by-nd/4.0/", "-XMP-cc:AttributionName=Noor",
            "-XMP-dc:Source=https://example.org/photos/statue", statue.path])
        let flyer = work.appendingPathComponent("flyer.odt")
        try DocumentFixtures.openDocument(flyer, presentation: false, pictures: [statue])
        let refused = try app.runAgain(["credits", "--check", flyer.path, "--add-credits", "--use", "modified"])
        XCTAssertEqual(refused.status, 2)
        XCTAssertTrue(refused.errors.contains("allows no changed copies") && refused.errors.contains(
            "No copy with credits was written."), refused.errors)
        XCTAssertFalse(FileManager.default.fileExists(atPath: work.appendingPathComponent("flyer (credits).odt").path))
    }
}
