import Foundation
import PixscoutModel
import PixscoutTestSupport
import XCTest

/// The pictures in what a person names: parts of zip containers read in memory, a page's
/// local pictures, folders; a bomb, a part outside, too many parts and damage each a sentence.
final class DocumentReaderTests: FolderTestCase {
    private let jpeg = Data([0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10]) + Data("JFIF picture".utf8)
    private let png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) + Data("a png".utf8)

    /// A zip at `name` with `parts`; `repeated` more parts named "p/N.txt" after them.
    private func zip(_ name: String, _ parts: [(String, Data)], repeated: Int = 0) throws -> URL {
        let file = folder.appendingPathComponent(name)
        for (index, part) in parts.enumerated() {
            try part.1.write(to: folder.appendingPathComponent("part-\(index)"))
        }
        let names = parts.map(\.0)
        let script = """
            import json, sys, zipfile
            names = json.loads(sys.argv[2])
            with zipfile.ZipFile(sys.argv[1], "w", zipfile.ZIP_DEFLATED) as z:
                for i, name in enumerate(names):
                    z.writestr(name, open(sys.argv[3] + "/part-%d" % i, "rb").read())
                for i in range(int(sys.argv[4])):
                    z.writestr("p/%d.txt" % i, "")
            """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = ["-c", script, file.path,
            String(decoding: try JSONSerialization.data(withJSONObject: names), as: UTF8.self), folder.path,
            String(repeated)]
        try process.run()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0)
        return file
    }

    /// Each picture's place and its whole bytes, and the problems' sentences.
    private func read(_ paths: [URL], limits: DocumentReader.Limits = .init()) -> ([(place: String, bytes: Data?)],
        [String]) {
        var found: [(place: String, bytes: Data?)] = []
        let problems = DocumentReader(limits: limits).read(paths.map(\.path)) { found.append(($0.place, $1())) }
        return (found, problems.map(\.message))
    }

    func testAContainersPicturesAreItsPicturePartsNotItsOwnRendering() throws {
        let text = try zip("essay.odt", [("mimetype", Data("application/vnd.oasis.opendocument.text".utf8)),
            ("content.xml", Data("<broken".utf8)), ("Pictures/1.jpg", jpeg), ("Pictures/2.png", png),
            ("Thumbnails/thumbnail.png", png)])
        let (found, problems) = read([text])
        XCTAssertEqual(found.map(\.place), ["\(text.path) › Pictures/1.jpg", "\(text.path) › Pictures/2.png"])
        XCTAssertEqual(found.map(\.bytes), [jpeg, png])
        XCTAssertEqual(problems, ["The page thumbnail of “\(text.path)” was left out: it is a picture of the document, "
            + "not in it."], "broken XML stops nothing: pictures are the container's parts; the thumbnail is said once")
    }

    func testAPictureIsHandedOnByItsHeadAndReadWholeOnlyWhenAsked() throws {
        let large = jpeg + Data(count: DocumentReader.headBytes)
        let text = try zip("essay.odt", [("Pictures/large.jpg", large), ("Pictures/small.jpg", jpeg)])
        var heads: [Int] = []
        var wholes: [Int?] = []
        _ = DocumentReader().read([text.path]) { picture, whole in
            heads.append(picture.head.count)
            if picture.place.hasSuffix("large.jpg") { wholes.append(whole()?.count) }
        }
        XCTAssertEqual(heads, [DocumentReader.headBytes, jpeg.count], "the small one is whole already")
        XCTAssertEqual(wholes, [large.count])
    }

    func testABombAPartOutsideAndTooManyPartsGetASentenceEach() throws {
        var limits = DocumentReader.Limits()
        limits.partBytes = 1 << 20
        limits.parts = 1000
        let bomb = try zip("bomb.odt", [("Pictures/bomb.jpg", jpeg + Data(count: 8 << 20)),
            ("../../etc/evil.jpg", jpeg), ("Pictures/ok.jpg", jpeg)], repeated: 2000)
        let (found, problems) = read([bomb], limits: limits)
        XCTAssertEqual(found.map(\.place), ["\(bomb.path) › Pictures/ok.jpg"])
        XCTAssertEqual(problems.count, 3, "\(problems)")
        XCTAssertTrue(problems[0].hasPrefix(
            "Not examined: “\(bomb.path) › Pictures/bomb.jpg”: it unpacks to more than"), problems[0])
        XCTAssertEqual(problems[1], "Not examined: “\(bomb.path) › ../../etc/evil.jpg”: it is named outside the "
            + "document, so Pixscout did not read it.")
        XCTAssertEqual(problems[2], "“\(bomb.path)” has more than 1000 parts: Pixscout read the first 1000.")
    }

    func testDamageAndThingsThatAreNoDocumentAreSaidInASentence() throws {
        let damaged = folder.appendingPathComponent("cut.docx")
        try Data([0x50, 0x4B, 0x03, 0x04, 0x14, 0x00]).write(to: damaged)
        let notes = folder.appendingPathComponent("notes.txt")
        try Data("hello".utf8).write(to: notes)
        let (found, problems) = read([damaged, notes, folder.appendingPathComponent("gone.odt")])
        XCTAssertTrue(found.isEmpty)
        XCTAssertEqual(problems.count, 3)
        XCTAssertTrue(problems[0].contains("is damaged"), problems[0])
        XCTAssertTrue(problems[1].contains("is neither a picture nor a document"), problems[1])
        XCTAssertTrue(problems[2].contains("is not there"), problems[2])
    }

    func testAPageShowsItsLocalPicturesOnceEachAndAFolderItsFiles() throws {
        try jpeg.write(to: folder.appendingPathComponent("a b.jpg"))
        try png.write(to: folder.appendingPathComponent("c.png"))
        let page = folder.appendingPathComponent("post.md")
        try Data("""
            ![A](a%20b.jpg "Title") and <img alt="c" src='c.png'> and ![web](https://example.org/x.jpg)
            ![again](<a b.jpg>) ![gone](gone.png)
            """.utf8).write(to: page)
        let (found, problems) = read([page])
        XCTAssertEqual(found.map(\.place), ["\(page.path) › a%20b.jpg", "\(page.path) › c.png"])
        XCTAssertEqual(problems, ["Not examined: “\(page.path) › gone.png”: the page shows it, but it is not there."])
        let (inFolder, _) = read([folder])
        XCTAssertEqual(inFolder.map { URL(fileURLWithPath: $0.place).lastPathComponent }, ["a b.jpg", "c.png"],
            "each picture once: the page's are the folder's")
    }
}
