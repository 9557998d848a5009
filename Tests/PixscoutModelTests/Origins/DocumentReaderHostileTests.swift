import Foundation
import PixscoutModel
import PixscoutTestSupport
import XCTest

/// What an attacker puts in a document or a page is named, never read: files outside the page's
/// folder, things that are no pictures, links, archives inside archives, folders too deep; and
/// every picture format is examined or said not to be.
final class DocumentReaderHostileTests: FolderTestCase {
    private let png = XmpPictures.picture(.png, packet: "<x/>")

    private func read(_ paths: [URL]) -> (places: [String], problems: [String]) {
        var found: [String] = []
        let problems = DocumentReader().read(paths.map(\.path)) { picture, whole in
            _ = whole()
            found.append(picture.place)
        }
        return (found, problems.map(\.message))
    }

    /// A zip of `parts`; a part whose name is in `links` has a link's mode bits.
    private func zip(_ name: String, _ parts: [(String, Data)], links: Set<String> = []) throws -> URL {
        let file = folder.appendingPathComponent(name)
        for (index, part) in parts.enumerated() { try part.1.write(to: folder.appendingPathComponent("part-\(index)")) }
        let script = """
            import json, sys, zipfile
            names, links = json.loads(sys.argv[2]), json.loads(sys.argv[4])
            with zipfile.ZipFile(sys.argv[1], "w", zipfile.ZIP_DEFLATED) as z:
                for i, name in enumerate(names):
                    info = zipfile.ZipInfo(name)
                    info.external_attr = ((0o120777 if name in links else 0o100644) << 16)
                    info.create_system = 3
                    z.writestr(info, open(sys.argv[3] + "/part-%d" % i, "rb").read())
            """
        func json(_ value: Any) throws -> String {
            String(decoding: try JSONSerialization.data(withJSONObject: value), as: UTF8.self)
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = ["-c", script, file.path, try json(parts.map(\.0)), folder.path, try json(Array(links))]
        try process.run()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0)
        return file
    }

    func testAPagesPicturesOutsideItsFolderAreNamedNeverRead() throws {
        let site = folder.appendingPathComponent("site")
        try FileManager.default.createDirectory(at: site, withIntermediateDirectories: true)
        try png.write(to: site.appendingPathComponent("ok.png"))
        try png.write(to: folder.appendingPathComponent("beside.png"))
        try Data("not a picture".utf8).write(to: site.appendingPathComponent("notes.png"))
        try FileManager.default.createSymbolicLink(atPath: site.appendingPathComponent("link.png").path,
            withDestinationPath: folder.appendingPathComponent("beside.png").path)
        let page = site.appendingPathComponent("index.html")
        try Data("""
            <html><body><img src="/etc/passwd"><img src="../../../etc/group"><img src="~/.ssh/id_rsa">
            <img src="/proc/self/environ"><img src="file:///proc/self/pagemap"><img src="../beside.png">
            <img src="link.png"><img src="notes.png"><img src="ok.png">
            </body></html>
            """.utf8).write(to: page)
        let (places, problems) = read([page])
        XCTAssertEqual(places, ["\(page.path) › ok.png"], "only the picture inside the page's folder is read")
        let outside = problems.filter { $0.hasSuffix("from outside the page’s folder, so Pixscout did not read it. "
            + "Copy it beside the page.") }
        XCTAssertEqual(outside.count, 6, problems.joined(separator: "\n"))
        XCTAssertTrue(problems.contains { $0.contains("~/.ssh/id_rsa”: the page shows it, but it is not there.") })
        XCTAssertTrue(problems.contains { $0.contains("notes.png”: the page shows it as a picture, but it is none") })
    }

    /// `/proc/self/pagemap` says it holds 0 bytes and never ends: a page that leads there is read
    /// up to the page's limit, then given up.
    func testAFileThatNeverEndsIsReadNoFurtherThanItsLimit() throws {
        let page = folder.appendingPathComponent("pagemap.html")
        try FileManager.default.createSymbolicLink(atPath: page.path, withDestinationPath: "/proc/self/pagemap")
        var limits = DocumentReader.Limits()
        limits.pageBytes = 1 << 20
        let before = try peakResidentKilobytes()
        let problems = DocumentReader(limits: limits).read([page.path]) { _, _ in XCTFail("no picture") }
        XCTAssertEqual(problems.map(\.message), ["Pixscout could not read “\(page.path)”: check that you may open it."])
        XCTAssertLessThan(try peakResidentKilobytes() - before, 64 * 1024, "memory stays flat")
    }

    private func peakResidentKilobytes() throws -> Int {
        let status = try String(contentsOfFile: "/proc/self/status", encoding: .utf8)
        let line = try XCTUnwrap(status.split(separator: "\n").first { $0.hasPrefix("VmHWM:") })
        return try XCTUnwrap(Int(line.split(separator: " ").dropFirst().first ?? ""))
    }

    func testEveryPictureFormatIsExaminedAndWhatCannotBeIsSaid() throws {
        let bmp = Data("BM".utf8) + Data(count: 12) + Data([40, 0, 0, 0]) + Data(count: 40)
        let avif = Data([0, 0, 0, 0x1C]) + Data("ftypavif".utf8) + Data(count: 4) + Data("avifmif1miaf".utf8)
        let inner = try zip("inner.zip", [("a.png", png)])
        let document = try zip("slides.odp", [
            ("Pictures/a.svg", XmpPictures.picture(.svg, packet: "<x/>")), ("Pictures/b.tif", XmpPictures.picture(.tiff,
                packet: "<x/>")), ("Pictures/c.bmp", bmp), ("Pictures/d.avif", avif),
            ("Pictures/nested.zip", try Data(contentsOf: inner)), ("Pictures/link.png", Data("../../etc/passwd".utf8)),
            ("Pictures/.hidden/e.png", png),
            ((1...17).map { "d\($0)" }.joined(separator: "/") + "/deep.png", png),
        ], links: ["Pictures/link.png"])
        let (places, problems) = read([document])
        XCTAssertEqual(places.map { String($0.split(separator: "›").last!).trimmingCharacters(in: .whitespaces) }, [
            "Pictures/a.svg", "Pictures/b.tif", "Pictures/c.bmp", "Pictures/d.avif", "Pictures/.hidden/e.png",
            (1...17).map { "d\($0)" }.joined(separator: "/") + "/deep.png",
        ])
        XCTAssertEqual(problems, [
            "Not examined: “\(document.path) › Pictures/nested.zip”: it is an archive inside the document. "
                + "Unpack it and check what it holds.",
            "Not examined: “\(document.path) › Pictures/link.png”: it is a link, not a file, so it has no picture "
                + "of its own.",
        ])
    }

    func testFoldersHiddenOrDeepAreExaminedOrSaidAndNamesAreCleaned() throws {
        var deep = folder.appendingPathComponent("a\u{1B}]0;pwned\u{07}\nb")
        let top = deep
        try FileManager.default.createDirectory(at: deep.appendingPathComponent(".hidden"),
            withIntermediateDirectories: true)
        try png.write(to: deep.appendingPathComponent(".hidden/seen.png"))
        for level in 1...17 { deep.appendPathComponent("\(level)") }
        try FileManager.default.createDirectory(at: deep, withIntermediateDirectories: true)
        try png.write(to: deep.appendingPathComponent("deep.png"))
        let (places, problems) = read([top])
        XCTAssertEqual(places.map { URL(fileURLWithPath: $0).lastPathComponent }, ["seen.png"])
        XCTAssertEqual(problems.count, 1)
        XCTAssertTrue(problems[0].contains("more than 16 folders deep"), problems[0])
        XCTAssertFalse(problems[0].unicodeScalars.contains { $0.value < 0x20 },
            "no escape, no line break: \(problems[0])")
    }

    func testSrcsetPictureSourcesAndMarkdownAreReadAsTheirParsersReadThem() throws {
        for name in ["a.png", "b,1.png", "c.png", "d.png", "e.png", "f.png"] {
            try png.write(to: folder.appendingPathComponent(name))
        }
        let page = folder.appendingPathComponent("page.html")
        try Data("""
            <IMG SRCSET="a.png 1x, b,1.png 2x"><picture><source srcset="c.png 640w,d.png"><img src=e.png></picture>
            <!-- <img src="f.png"> --><script>document.write('<img src="f.png">')</script>
            """.utf8).write(to: page)
        XCTAssertEqual(read([page]).places.map { $0.components(separatedBy: " › ").last! },
            ["a.png", "b,1.png", "c.png", "d.png", "e.png"])
        let markdown = folder.appendingPathComponent("notes.md")
        try Data("""
            ![one](a.png) <img src="c.png">

                ![in a code block](f.png)

            `![in code](f.png)` ![two](<d.png> "title")
            """.utf8).write(to: markdown)
        XCTAssertEqual(read([markdown]).places.map { $0.components(separatedBy: " › ").last! },
            ["a.png", "c.png", "d.png"])
    }
}
