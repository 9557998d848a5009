import Foundation
import XCTest
@testable import PixscoutModel

/// Credits in Creative Commons' recommended form (title, author, source and licence, each
/// linked), saying plainly when none is needed, in each format, with nothing a site sent
/// becoming markup.
final class CreditsTests: XCTestCase {
    func testACreditRequiredNamesTitleAuthorSourceAndLicenceWithTheirLinks() {
        let credit = ImageCredit(LibraryImages.kitten())
        XCTAssertEqual(credit.isRequired, true)
        XCTAssertEqual(
            credit.sentence(in: .text),
            "“Red kitten 1” (https://commons.wikimedia.org/wiki/File:Red_kitten_01.jpg) by Rosa "
                + "(https://commons.wikimedia.org/wiki/User:Rosa), from Wikimedia Commons, is licensed under CC "
                    + "BY-SA 4.0 "
                + "(https://creativecommons.org/licenses/by-sa/4.0/).")
        XCTAssertEqual(
            credit.sentence(in: .markdown),
            "[“Red kitten 1”](https://commons.wikimedia.org/wiki/File:Red_kitten_01.jpg) by "
                + "[Rosa](https://commons.wikimedia.org/wiki/User:Rosa), from Wikimedia Commons, is licensed under "
                + "[CC BY-SA 4.0](https://creativecommons.org/licenses/by-sa/4.0/).")
        XCTAssertEqual(
            credit.sentence(in: .html),
            "<a href=\"https://commons.wikimedia.org/wiki/File:Red_kitten_01.jpg\">“Red kitten 1”</a> by "
                + "<a href=\"https://commons.wikimedia.org/wiki/User:Rosa\">Rosa</a>, from Wikimedia Commons, is "
                    + "licensed under "
                + "<a href=\"https://creativecommons.org/licenses/by-sa/4.0/\">CC BY-SA 4.0</a>.")
    }

    func testPublicDomainAndPixabayImagesSayNoCreditIsNeeded() {
        let tree = ImageCredit(LibraryImages.tree())
        XCTAssertEqual(tree.isRequired, false)
        XCTAssertEqual(
            tree.sentence(in: .text),
            "“Tree” (https://www.flickr.com/photos/tim/tree-1) by Tim (https://www.flickr.com/people/tim), from "
                + "Flickr via "
                + "Openverse, is free to use under CC0 1.0 (https://creativecommons.org/publicdomain/zero/1.0/): no "
                    + "credit is needed.")
        let pixabay = ImageCredit(LibraryImages.pixabay(7))
        XCTAssertEqual(pixabay.isRequired, false)
        XCTAssertTrue(pixabay.sentence(in: .markdown).hasPrefix("[Image](https://pixabay.com/photos/sea-7/) by [Mara]"))
        XCTAssertTrue(pixabay.sentence(in: .markdown).hasSuffix(
            "is free to use under [Pixabay Content License](https://pixabay.com/service/license-summary/): no "
                + "credit is needed."))
        let mark = ImageLicense.creativeCommons(code: "pdm", version: "1.0", url: nil)
        XCTAssertFalse(mark.needsCredit)
        XCTAssertEqual(mark.deedURL, "https://creativecommons.org/publicdomain/mark/1.0/")
        XCTAssertFalse(ImageLicense(code: "pd", name: "Public domain").needsCredit, "Commons' public-domain templates")
    }

    func testALicenceNobodyGaveSaysToCheckThePage() {
        let unknown = ImageEntity(site: .commons, id: "1", pageURL: "https://commons.wikimedia.org/wiki/File:X.png",
                                  previewURL: nil, imageURL: nil, largeImageURL: nil)
        XCTAssertNil(ImageCredit(unknown).isRequired)
        XCTAssertEqual(
            ImageCredit(unknown).sentence(in: .text),
            "Image (https://commons.wikimedia.org/wiki/File:X.png), from Wikimedia Commons. Its licence is not "
                + "known: check its page before using it.")
    }

    func testWhatALicenceAllowsReadsFromItsCode() {
        let nonCommercial = ImageLicense.creativeCommons(code: "by-nc-nd", version: "4.0", url: nil)
        XCTAssertFalse(nonCommercial.allowsCommercialUse)
        XCTAssertFalse(nonCommercial.allowsChanges)
        XCTAssertTrue(nonCommercial.needsCredit)
        XCTAssertEqual(nonCommercial.deedURL, "https://creativecommons.org/licenses/by-nc-nd/4.0/")
        let commons = ImageLicense(code: "cc-by-sa-3.0", name: "CC BY-SA 3.0")
        XCTAssertTrue(commons.allowsCommercialUse)
        XCTAssertTrue(commons.allowsChanges)
        XCTAssertEqual(commons.deedURL, "https://creativecommons.org/licenses/by-sa/3.0/")
        XCTAssertTrue(ImageLicense.pixabay.allowsCommercialUse)
    }

    func testTextFromASiteNeverBecomesMarkupOrAScriptLink() {
        let hostile = ImageEntity(
            site: .openverse, id: "x", title: "<script>alert(1)</script> [click](javascript:x) *bold*",
            pageURL: "javascript:alert(1)", previewURL: nil, imageURL: nil, largeImageURL: nil,
            creator: ImageCreator(name: "Eve \"&\" <b>", profileURL: "https://example.org/a b(c)\"onclick=\"x"),
            license: ImageLicense(code: "by", version: "4.0", name: "CC BY 4.0", url: "data:text/html,boom"))
        let html = ImageCredit(hostile).sentence(in: .html)
        XCTAssertFalse(html.contains("<script>"), html)
        XCTAssertFalse(html.contains("href=\"javascript"), html)
        XCTAssertFalse(html.contains("data:text"), html)
        XCTAssertTrue(html.contains("<a href=\"https://example.org/a%20b%28c%29%22onclick=%22x\">Eve "
            + "&quot;&amp;&quot; &lt;b&gt;</a>"), html)
        let markdown = ImageCredit(hostile).sentence(in: .markdown)
        XCTAssertTrue(markdown.hasPrefix("“\\<script\\>alert\\(1\\)\\</script\\> \\[click\\]\\(javascript:x\\) "
            + "\\*bold\\*” by "), markdown)
        XCTAssertTrue(markdown.contains("[Eve \"&\" \\<b\\>](https://example.org/a%20b%28c%29%22onclick=%22x)"),
            markdown)
        XCTAssertFalse(markdown.contains(" [click](") || markdown.contains("(data:"), markdown)
    }

    func testADocumentListsEachImageWithItsFileInEveryFormat() throws {
        let document = CreditsDocument([
            CreditsDocument.Entry(LibraryImages.kitten(), fileName: "Red_kitten_01.jpg"),
                CreditsDocument.Entry(LibraryImages.tree()),
        ])
        let markdown = document.rendered(as: .markdown)
        XCTAssertTrue(markdown.hasPrefix("# Image credits\n\nIf you changed an image (cropped it, say), add "
            + "“modified” and how after its credit.\n\n"))
        XCTAssertTrue(markdown.contains("\n- **Red\\_kitten\\_01.jpg**: [“Red kitten 1”]("), markdown)
        XCTAssertTrue(markdown.contains("\n- [“Tree”](https://www.flickr.com/photos/tim/tree-1)"), markdown)
        let html = document.rendered(as: .html)
        XCTAssertTrue(html.hasPrefix("<!DOCTYPE html>"))
        XCTAssertTrue(html.contains("<li><strong>Red_kitten_01.jpg</strong>: <a href="), html)
        XCTAssertEqual(html.components(separatedBy: "<li>").count, 3)
        let text = document.rendered(as: .text)
        XCTAssertTrue(text.contains("\nRed_kitten_01.jpg: “Red kitten 1” (https://"), text)
        XCTAssertEqual(CreditsDocument([]).rendered(as: .text),
            "Image credits\n\nIf you changed an image (cropped it, say), add “modified” and how after its "
                + "credit.\n\nNo images yet.\n")
    }

    func testFolderPlansNeverReplaceAFileUnasked() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pixscout-plan-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("mine".utf8).write(to: folder.appendingPathComponent("pixabay-7.jpg"))
        try Data("my own notes".utf8).write(to: folder.appendingPathComponent("CREDITS.md"))
        let images = [LibraryImages.pixabay(7), LibraryImages.pixabay(8), LibraryImages.kitten()]
        let plan = FolderSavePlan(images: images, folder: folder)
        XCTAssertEqual(plan.items.map(\.fileName), ["pixabay-7.jpg", "pixabay-8.jpg", "Red_kitten_01.jpg"])
        XCTAssertEqual(plan.conflicts, ["pixabay-7.jpg"], "the credits file is added to, never replaced")
        XCTAssertEqual(plan.items.map(\.replaces), [false, false, false],
            "nothing is replaced unless the person says so")
        XCTAssertEqual(plan.replacing().items.map(\.replaces), [true, false, false])
        XCTAssertEqual(plan.keepingBoth().items.map(\.fileName),
            ["pixabay-7-2.jpg", "pixabay-8.jpg", "Red_kitten_01.jpg"])
        XCTAssertEqual(plan.skippingConflicts().items.map(\.fileName), ["pixabay-8.jpg", "Red_kitten_01.jpg"])
    }
}
