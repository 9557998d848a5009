import ArchiveKit
import Foundation
import MarkupKit
import PixscoutTestSupport
import XCTest
@testable import PixscoutModel

/// Credits written into a copy of each kind of document, read back part by part: the credits
/// where the kind holds text, each known picture described where the author did not, the
/// unknown one listed, the original unchanged, an existing copy never replaced, and no copy for
/// a licence that forbids the use.
final class CreditsAdditionTests: FolderTestCase {
    private func fixture(_ name: String) throws -> URL {
        let copy = folder.appendingPathComponent(name)
        let fixtures = RepositoryPaths.root.appendingPathComponent("Tests/Fixtures/documents")
        try FileManager.default.copyItem(at: fixtures.appendingPathComponent(name), to: copy)
        return copy
    }

    private func image(_ id: String, license: String = "by") -> ImageEntity {
        ImageEntity(site: .openverse, id: id, title: "Picture \(id)", pageURL: "https://example.org/photos/\(id)",
            previewURL: nil, imageURL: nil, largeImageURL: nil, creator: ImageCreator(name: "Ana"),
            license: .creativeCommons(code: license, version: "4.0", url: nil))
    }

    /// The check of `document` as the reader finds its pictures: the first two known (the second
    /// fitted), the third not.
    private func report(of document: URL, use: IntendedUse = [], license: String = "by") -> OriginReport {
        var parts: [String?] = []
        _ = DocumentReader().read([document.path]) { picture, _ in parts.append(picture.part) }
        let pictures = parts.enumerated().map { index, part in
            let origin = index < 2 ? CheckedPicture.Origin(image: image("\(index + 1)", license: license),
                embedded: nil, license: .creativeCommons(code: license, version: "4.0", url: nil),
                isChanged: index == 1, match: .look(distance: 2)) : nil
            return CheckedPicture(place: "\(document.lastPathComponent) › \(part ?? "")", part: part, origin: origin,
                use: use, preview: nil)
        }
        return OriginReport(pictures: pictures, problems: [])
    }

    private func part(_ name: String, of container: URL) throws -> String {
        let archive = try ArchiveReader(path: container.path)
        while let part = try archive.next() {
            if part.name == name { return String(decoding: try archive.read(upTo: 16 << 20), as: UTF8.self) }
        }
        XCTFail("no part \(name)")
        return ""
    }

    private func added(to name: String) throws -> (original: URL, copy: URL, before: Data) {
        let original = try fixture(name)
        let before = try Data(contentsOf: original)
        let copy = URL(fileURLWithPath: CreditsAddition.proposedOutput(for: original.path))
        try CreditsAddition().addCredits(report(of: original), to: original.path, output: copy.path, replacing: false)
        XCTAssertEqual(try Data(contentsOf: original), before, "the original is never changed")
        XCTAssertEqual(copy.lastPathComponent, name.replacingOccurrences(of: ".", with: " (credits)."))
        return (original, copy, before)
    }

    func testAnOpenDocumentTextEndsWithItsCreditsAndItsPicturesAreDescribed() throws {
        let (_, copy, _) = try added(to: "essay.odt")
        let content = try part("content.xml", of: copy)
        XCTAssertTrue(content.contains(">Picture credits</text:h>"), content)
        XCTAssertTrue(content.contains("Picture 1: “Picture 1” (example.org/photos/1) by Ana"), content)
        XCTAssertTrue(content.contains("It was cropped and resized from the original (example.org/photos/2)"))
        XCTAssertTrue(content.contains("Picture 3: source unknown"))
        XCTAssertTrue(content.contains("<svg:title>Picture 1</svg:title>"), "a frame with no title gets one")
        XCTAssertTrue(content.contains("The author's own words") || content.contains("The author&apos;s own words"))
        XCTAssertEqual(content.components(separatedBy: "<svg:desc>").count - 1, 2, "the author's description stays")
        XCTAssertEqual(try part("mimetype", of: copy), "application/vnd.oasis.opendocument.text")
        var again: [String] = []
        _ = DocumentReader().read([copy.path]) { picture, _ in again.append(picture.part ?? "") }
        XCTAssertEqual(again, ["Pictures/a.jpg", "Pictures/b.png", "Pictures/c.png"], "the same pictures")
    }

    func testAPresentationGetsSlidesOnItsLastSlidesMasterTwelveLinesEach() throws {
        let original = try fixture("talk.odp")
        var many = report(of: original)
        many = OriginReport(pictures: Array(repeating: many.pictures, count: 9).flatMap { $0 }, problems: [])
        let copy = folder.appendingPathComponent("deck.odp")
        try CreditsAddition().addCredits(many, to: original.path, output: copy.path, replacing: false)
        let content = try part("content.xml", of: copy)
        let pages = content.components(separatedBy: "<draw:page ").dropFirst()
        XCTAssertEqual(pages.count, 3 + 3, "27 lines on slides of 12")
        XCTAssertTrue(pages.suffix(3).allSatisfy { $0.contains("draw:master-page-name=\"Default\"") })
        XCTAssertTrue(content.contains("Picture 3 (slide 3): source unknown"), "the slide each picture is on")
    }

    func testWordAndPowerPointHoldTheirCreditsAsTheyHoldText() throws {
        let (_, word, _) = try added(to: "essay.docx")
        let document = try part("word/document.xml", of: word)
        let credits = try XCTUnwrap(document.range(of: "Picture credits"))
        let section = try XCTUnwrap(document.range(of: "<w:sectPr", options: .backwards))
        XCTAssertLessThan(credits.lowerBound, section.lowerBound, "before the final section properties")
        XCTAssertTrue(document.contains("descr=\"Picture 1\""), "a picture with no description gets one")
        XCTAssertTrue(document.contains("The author&apos;s own words") || document.contains("The author's own words"))

        let (_, deck, _) = try added(to: "talk.pptx")
        let presentation = try part("ppt/presentation.xml", of: deck)
        XCTAssertEqual(presentation.components(separatedBy: "<p:sldId ").count - 1, 4)
        XCTAssertTrue(try part("[Content_Types].xml", of: deck).contains("/ppt/slides/slide4.xml"))
        XCTAssertTrue(try part("ppt/_rels/presentation.xml.rels", of: deck).contains("slides/slide4.xml"))
        XCTAssertTrue(try part("ppt/slides/_rels/slide4.xml.rels", of: deck).contains("slideLayout"))
        let slide = try part("ppt/slides/slide4.xml", of: deck)
        XCTAssertTrue(slide.contains("Picture 3 (slide 3): source unknown"), slide)
        XCTAssertTrue(try part("ppt/slides/slide1.xml", of: deck).contains("descr=\"Picture 1\""))
    }

    func testAPageGetsASectionWithLicenceLinksAndImageObjectsAndMarkdownAList() throws {
        for name in ["a.jpg", "b.png", "c.png"] { _ = try fixture(name) }
        let page = folder.appendingPathComponent("post.html")
        try Data("""
            <!DOCTYPE html><html><head><title>Post</title></head><body><p>Hello</p>
            <img src="a.jpg"><img src="b.png" alt="Mine"><img src="c.png"></body></html>
            """.utf8).write(to: page)
        let copy = folder.appendingPathComponent("post (credits).html")
        try CreditsAddition().addCredits(report(of: page), to: page.path, output: copy.path, replacing: false)
        let root = try Markup.html(try Data(contentsOf: copy))
        let section = try XCTUnwrap(root.descendants { $0.name == "section" }.first)
        XCTAssertEqual(section.descendants { $0.name == "a" && $0.attribute("rel") == "license" }.count, 2)
        let script = try XCTUnwrap(section.descendants { $0.name == "script" }.first?.text)
        let json = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(script.utf8)) as? [String: Any])
        let objects = try XCTUnwrap(json["@graph"] as? [[String: Any]])
        XCTAssertEqual(objects.map { $0["@type"] as? String }, ["ImageObject", "ImageObject"])
        XCTAssertEqual(objects.map { $0["license"] as? String }, Array(repeating:
            "https://creativecommons.org/licenses/by/4.0/", count: 2))
        XCTAssertEqual(objects.first?["contentUrl"] as? String, "a.jpg")
        let images = root.descendants { $0.name == "img" }
        XCTAssertEqual(images.map { $0.attribute("alt") }, ["Picture 1", "Mine", nil], "the author's alt stays")

        let notes = folder.appendingPathComponent("notes.md")
        try Data("![a](a.jpg) ![c](c.png)".utf8).write(to: notes)
        let markdown = folder.appendingPathComponent("notes (credits).md")
        try CreditsAddition(knownOnly: true).addCredits(report(of: notes), to: notes.path, output: markdown.path,
            replacing: false)
        let text = try String(contentsOf: markdown, encoding: .utf8)
        XCTAssertTrue(text.hasPrefix("![a](a.jpg) ![c](c.png)\n\n## Picture credits\n\n- Picture 1: "), text)
        XCTAssertFalse(text.contains("source unknown"), "--known-only")
    }

    func testNoCopyForAForbiddenUseAndAnExistingCopyIsNeverReplaced() throws {
        let original = try fixture("essay.odt")
        let copy = URL(fileURLWithPath: CreditsAddition.proposedOutput(for: original.path))
        XCTAssertThrowsError(try CreditsAddition().addCredits(report(of: original, use: .modified, license: "by-nd"),
            to: original.path, output: copy.path, replacing: false)) { error in
            guard case .notAllowed(let sentences) = error as? CreditsAddition.Failure else {
                return XCTFail("\(error)")
            }
            XCTAssertTrue(sentences.first?.contains("allows no changed copies") == true, "\(sentences)")
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: copy.path))
        try Data("mine".utf8).write(to: copy)
        XCTAssertThrowsError(try CreditsAddition().addCredits(report(of: original), to: original.path,
            output: copy.path, replacing: false)) { error in
            XCTAssertEqual(error as? CreditsAddition.Failure, .outputExists(copy.path))
        }
        XCTAssertEqual(try Data(contentsOf: copy), Data("mine".utf8))
        try CreditsAddition().addCredits(report(of: original), to: original.path, output: copy.path, replacing: true)
        XCTAssertTrue(try part("content.xml", of: copy).contains("Picture credits"), "replaced when asked")
    }
}
