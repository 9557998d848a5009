import Foundation
import PixscoutProbe
import PixscoutTestSupport
import XCTest

/// Where a document's pictures came from: `pixscout credits --check` on a deck and a text
/// built here, Commons' lookup by SHA-1, a licence's verdict for the use named, hostile
/// containers, and the same report when the document is dropped onto the window.
final class DocumentCheckEndToEndTests: EndToEndTestCase {
    override func prepareHome(_ home: URL) throws {
        try Self.makePicturesFolder(in: home)
        // The window's check asks Commons, as a person who turned it on left it.
        let config = home.appendingPathComponent("config/pixscout")
        try FileManager.default.createDirectory(at: config, withIntermediateDirectories: true)
        try Data("yes\n".utf8).write(to: config.appendingPathComponent("ask-commons"))
    }

    override func appArguments(server: FixtureServer) -> [String] {
        ["--api-url", server.apiURL, "--api-url", "commons=\(server.rootURL)/w/api.php"]
    }

    private var work: URL {
        app.home.appendingPathComponent("documents")
    }

    /// Saves the focused "green" result as a person does and waits until the ledger knows the
    /// file and a copy of it by its look; returns the saved file and the half-size copy.
    private func saveAPicture() throws -> (saved: URL, half: URL) {
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        try search("green")
        let selected = app.events.count
        try app.press("Down")
        try app.waitForEvent(after: selected) { $0.kind == .detailImage }
        let saving = app.events.count
        try app.press("ctrl+s")
        try app.waitFor("the file chooser") { app.showsWindow(titled: "Save Image") }
        try app.press(["Return"], inWindowTitled: "Save Image")
        try app.waitForEvent(after: saving) { $0.noticeText?.hasPrefix("Saved “") == true }
        let saved = URL(fileURLWithPath: try XCTUnwrap(app.events(since: saving) { $0.savedPath != nil }.first?
            .savedPath))
        let half = work.appendingPathComponent("half.jpg")
        try DocumentFixtures.halfSize(of: saved, to: half)
        // The ledger's receipt and the thumbnail kept come after the notice.
        try app.waitFor("the ledger to know the saved file and its look") {
            let exact = try? app.runAgain(["credits", "--check", saved.path, "--offline"])
            let copy = try? app.runAgain(["credits", "--check", half.path, "--offline"])
            return exact?.status == 0 && copy?.status == 0
        }
        return (saved, half)
    }

    func testADeckAndATextCreditWhatWasSavedAndNameThePictureNobodyKnows() throws {
        let (saved, half) = try saveAPicture()
        let never = work.appendingPathComponent("never.png")
        try DocumentFixtures.neverSeen(never)
        let pictures = [("image1.jpeg", saved), ("image2.jpeg", half), ("image3.png", never)]
        let deck = work.appendingPathComponent("talk.pptx")
        let text = work.appendingPathComponent("essay.odt")
        try DocumentFixtures.pptx(deck, pictures: pictures)
        try DocumentFixtures.odt(text, pictures: pictures)

        for (document, folder) in [(deck, "ppt/media"), (text, "Pictures")] {
            let checked = try app.runAgain(["credits", "--check", document.path, "--offline", "--format", "text"])
            XCTAssertEqual(checked.status, 1, "one picture is not known:\n\(checked.output)\(checked.errors)")
            let place = "\(document.path) › \(folder)/"
            let credited = checked.output.split(separator: "\n")
                .filter { $0.hasPrefix(place) && $0.contains("Pixabay") }
            XCTAssertEqual(credited.map { $0.prefix(place.count + 11) }.sorted(),
                ["\(place)image1.jpeg", "\(place)image2.jpeg"], checked.output)
            XCTAssertTrue(checked.output.contains("Pixscout does not know where “\(place)image3.png” came from"),
                checked.output)
            XCTAssertFalse(checked.output.contains("thumbnail"), "the document's own rendering is no picture in it")
        }

        let json = try app.runAgain(["credits", "--format", "json"])
        let used = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
        let use = try XCTUnwrap(((used["images"] as? [[String: Any]])?.first?["uses"] as? [[String: Any]])?.first)
        XCTAssertEqual(use["file"] as? String, saved.path)
        XCTAssertEqual((use["sha256"] as? String)?.count, 64, "the receipt's digest: \(use)")
        XCTAssertEqual((use["licenseAsGiven"] as? [String: String])?["name"], "Pixabay Content License")
        XCTAssertNotNil((use["record"] as? [String: Any])?["page"], "the library's record: \(use)")
    }

    func testCommonsNamesAFileByItsSHA1AndANonCommercialPictureIsRefusedForCommercialUse() throws {
        let commonsFile = work.appendingPathComponent("from-commons.jpg")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        let catalog = RepositoryPaths.root.appendingPathComponent("data/webformat")
        let first = try XCTUnwrap(try FileManager.default.contentsOfDirectory(atPath: catalog.path).sorted().first)
        try FileManager.default.copyItem(at: catalog.appendingPathComponent(first), to: commonsFile)
        let commons = server.rootURL + "/w/api.php"
        let unasked = try app.runAgain(["credits", "--check", commonsFile.path, "--commons-url", commons])
        XCTAssertEqual(unasked.status, 1, "nothing leaves the machine unasked: \(unasked.output)")
        let found = try app.runAgain(["credits", "--check", commonsFile.path, "--commons-url", commons,
            "--ask-commons"])
        XCTAssertEqual(found.status, 0, found.output + found.errors)
        XCTAssertTrue(found.output.contains("from Wikimedia Commons"), found.output)

        let harbour = work.appendingPathComponent("harbour.jpg")
        try DocumentFixtures.nonCommercial(harbour)
        let text = work.appendingPathComponent("flyer.odt")
        try DocumentFixtures.odt(text, pictures: [("harbour.jpg", harbour)])
        let allowed = try app.runAgain(["credits", "--check", text.path, "--offline"])
        XCTAssertEqual(allowed.status, 0, "known by its credit, and no use named: \(allowed.output)")
        let refused = try app.runAgain(["credits", "--check", text.path, "--offline", "--use", "commercial"])
        XCTAssertEqual(refused.status, 2, refused.output)
        XCTAssertTrue(refused.output.contains(
            "“\(text.path) › Pictures/harbour.jpg” is under CC BY-NC-SA 4.0, which allows no commercial use."),
            refused.output)
    }

    func testHostileContainersGetASentenceEachAndTheWindowShowsADroppedDocumentsReport() throws {
        let (saved, half) = try saveAPicture()
        let never = work.appendingPathComponent("never.png")
        try DocumentFixtures.neverSeen(never)
        let text = work.appendingPathComponent("essay.odt")
        try DocumentFixtures.odt(text, pictures: [("1.jpeg", saved), ("2.jpeg", half), ("3.png", never)])
        let bomb = work.appendingPathComponent("bomb.odt")
        let zeros = work.appendingPathComponent("bomb.jpg")
        var bytes = Data([0xFF, 0xD8, 0xFF, 0xE0])
        bytes.append(Data(count: 80 << 20))
        try bytes.write(to: zeros)
        try DocumentFixtures.zip(bomb, [("mimetype", "application/vnd.oasis.opendocument.text"),
            ("Pictures/bomb.jpg", zeros), ("../../escape.jpg", saved)])
        try FileManager.default.removeItem(at: zeros)
        let hostile = try app.runAgain(["credits", "--check", bomb.path, "--offline"])
        XCTAssertEqual(hostile.status, 1)
        XCTAssertTrue(hostile.output.contains("Not examined: “\(bomb.path) › Pictures/bomb.jpg”: it unpacks to more "
            + "than"), hostile.output)
        XCTAssertTrue(hostile.output.contains("“\(bomb.path) › ../../escape.jpg”: it is named outside the document"),
            hostile.output)
        XCTAssertTrue(hostile.output.contains("No picture was examined. 2 were not examined."), hostile.output)

        let dropped = try drop(text)
        XCTAssertEqual(dropped.map(\.verdict), ["known", "known", "unknown"], "\(dropped)")
        XCTAssertEqual(dropped.map(\.place), ["1.jpeg", "2.jpeg", "3.png"].map { "essay.odt › Pictures/\($0)" })
        _ = try app.screenshot(named: "document-check")
        try app.press(["Escape"], inWindowTitled: "Check a Document")
        try app.waitFor("the report to close") { !app.showsWindow(titled: "Check a Document") }
        let before = app.events.count
        _ = try drop(bomb, expecting: 0)
        try app.waitFor("a sentence each") { app.events(since: before) { $0.kind == .checkProblem }.count >= 2 }
        let problems = app.events(since: before) { $0.kind == .checkProblem }
        XCTAssertEqual(problems.count, 2, "a sentence each: \(problems)")
        // The app lives on: the report closes, and the window answers keys.
        try app.press(["Escape"], inWindowTitled: "Check a Document")
        try app.waitFor("the report to close") { !app.showsWindow(titled: "Check a Document") }
        try app.barrier()
    }

    func testTheWindowReadsTheLicenceTheXMPStatesAndEscapeStopsASlowCheckAtOnce() throws {
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        let decoy = work.appendingPathComponent("decoy.png")
        try XmpPictures.picture(.png, packet: XmpPictures.packet("""
            <!-- <cc:license rdf:resource="https://creativecommons.org/publicdomain/zero/1.0/"/> -->
            <cc:license rdf:resource="https://creativecommons.org/licenses/by-nc-nd/4.0/"/>
            <dc:source>https://example.org/photos/decoy</dc:source><dc:creator>Ana</dc:creator>
            """)).write(to: decoy)
        let text = work.appendingPathComponent("decoy.odt")
        try DocumentFixtures.odt(text, pictures: [("decoy.png", decoy)])
        let before = app.events.count
        XCTAssertEqual(try drop(text, expecting: 1).map(\.verdict), ["known"])
        XCTAssertEqual(app.events(since: before) { $0.kind == .checkedPicture }.first,
            .checkedPicture(verdict: "known", licence: "by-nc-nd-4.0", place: "decoy.odt › Pictures/decoy.png"))
        try app.press(["Escape"], inWindowTitled: "Check a Document")
        try app.waitFor("the report to close") { !app.showsWindow(titled: "Check a Document") }

        // Commons takes a minute to answer about a picture nobody knows: Escape ends the wait.
        let never = work.appendingPathComponent("never.png")
        try DocumentFixtures.neverSeen(never)
        let slow = work.appendingPathComponent("slow.odt")
        try DocumentFixtures.odt(slow, pictures: [("never.png", never)])
        try server.blocking { try await $0.inject("latency", times: 1, ["ms": "60000"]) }
        let checking = app.events.count
        _ = try drop(slow, expecting: nil)
        try app.press(["Escape"], inWindowTitled: "Check a Document")
        try app.waitFor("the report to close") { !app.showsWindow(titled: "Check a Document") }
        try server.blocking { try await $0.reset() }
        try search("green")
        XCTAssertTrue(app.events(since: checking) { $0.kind == .checkedPicture }.isEmpty, "the check was stopped")
    }
}
