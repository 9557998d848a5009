import Foundation
import PixscoutTestSupport

/// Documents and pictures the document-check tests build: zip containers as office suites
/// write them, a picture re-encoded at half size, one nobody has seen, one another tool credited.
enum DocumentFixtures {
    /// A zip container at `file` holding `parts` (name, and the file whose bytes it holds, or text).
    static func zip(_ file: URL, _ parts: [(name: String, content: Any)]) throws {
        let spec = parts.map { part -> [String: String] in
            if let source = part.content as? URL { return ["name": part.name, "file": source.path] }
            return ["name": part.name, "text": "\(part.content)"]
        }
        let script = """
            import json, sys, zipfile
            with zipfile.ZipFile(sys.argv[1], "w", zipfile.ZIP_DEFLATED) as z:
                for part in json.loads(sys.argv[2]):
                    z.writestr(part["name"], open(part["file"], "rb").read() if "file" in part else part["text"])
            """
        try runTool("/usr/bin/python3", ["-c", script, file.path,
            String(decoding: try JSONSerialization.data(withJSONObject: spec), as: UTF8.self)])
    }

    /// An OpenDocument text holding `pictures` as `Pictures/NAME`, with its first page's rendering.
    static func odt(_ file: URL, pictures: [(name: String, file: URL)]) throws {
        try zip(file, [("mimetype", "application/vnd.oasis.opendocument.text"),
            ("content.xml", "<office:document-content/>")]
            + pictures.map { ("Pictures/" + $0.name, $0.file as Any) }
            + (pictures.first.map { [("Thumbnails/thumbnail.png", $0.file as Any)] } ?? []))
    }

    /// A PowerPoint deck holding `pictures` as `ppt/media/NAME`, with its thumbnail.
    static func pptx(_ file: URL, pictures: [(name: String, file: URL)]) throws {
        try zip(file, [("[Content_Types].xml", "<Types/>"), ("ppt/presentation.xml", "<p:presentation/>")]
            + pictures.map { ("ppt/media/" + $0.name, $0.file as Any) }
            + (pictures.first.map { [("docProps/thumbnail.jpeg", $0.file as Any)] } ?? []))
    }

    /// `picture` re-encoded at half its size, its metadata gone, as an office suite shrinks it.
    static func halfSize(of picture: URL, to file: URL) throws {
        try runTool("/usr/bin/convert", [picture.path, "-strip", "-resize", "50%", "-quality", "80", file.path])
    }

    /// A picture no library has: a fractal of its own.
    static func neverSeen(_ file: URL, seed: Int = 11) throws {
        try runTool("/usr/bin/convert", ["-seed", String(seed), "-size", "320x240", "plasma:red-blue", file.path])
    }

    /// A picture another tool credited under CC BY-NC-SA 4.0.
    static func nonCommercial(_ file: URL) throws {
        try neverSeen(file, seed: 23)
        try runTool("/usr/bin/exiftool", ["-q", "-overwrite_original",
            "-XMP-cc:License=https://creativecommons.org/licenses/by-nc-sa/4.0/", "-XMP-cc:AttributionName=Noor",
            "-XMP-dc:Source=https://example.org/photos/harbour",
            "-XMP-xmpRights:UsageTerms=“Harbour” by Noor is licensed under CC BY-NC-SA 4.0.", file.path])
    }
}
