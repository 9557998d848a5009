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

    /// An OpenDocument text or presentation as an office suite writes it: each of `pictures` in a
    /// frame, on a page (or a slide) of its own, with `styles.xml` and the manifest.
    static func openDocument(_ file: URL, presentation: Bool, pictures: [URL]) throws {
        let script = """
            import sys, zipfile
            kind, out, pictures = sys.argv[1], sys.argv[2], sys.argv[3:]
            ns = " ".join('xmlns:%s="urn:oasis:names:tc:opendocument:xmlns:%s"' % pair for pair in [
                ("office", "office:1.0"), ("text", "text:1.0"), ("draw", "drawing:1.0"), ("svg", "svg-compatible:1.0"),
                ("presentation", "presentation:1.0"), ("style", "style:1.0"), ("fo", "xsl-fo-compatible:1.0")])
            ns += ' xmlns:xlink="http://www.w3.org/1999/xlink" office:version="1.3"'
            names = [p.split("/")[-1] for p in pictures]
            def frame(n):
                return ('<draw:frame svg:width="8cm" svg:height="6cm" svg:x="2cm" svg:y="3cm" text:anchor-type="as-char">'
                        '<draw:image xlink:href="Pictures/%s" xlink:type="simple" xlink:show="embed"/></draw:frame>' % n)
            if kind == "odp":
                mime = "application/vnd.oasis.opendocument.presentation"
                body = "<office:presentation>" + "".join('<draw:page draw:name="Slide %d" draw:master-page-name="Default">%s'
                    '</draw:page>' % (i + 1, frame(n)) for i, n in enumerate(names)) + "</office:presentation>"
            else:
                mime = "application/vnd.oasis.opendocument.text"
                body = "<office:text>" + "".join("<text:p>%s</text:p>" % frame(n) for n in names) + "</office:text>"
            content = '<?xml version="1.0" encoding="UTF-8"?><office:document-content %s><office:body>%s</office:body>' \\
                '</office:document-content>' % (ns, body)
            styles = ('<?xml version="1.0" encoding="UTF-8"?><office:document-styles %s><office:automatic-styles>'
                '<style:page-layout style:name="PM1">'
                '<style:page-layout-properties fo:page-width="28cm" fo:page-height="15.75cm"/>'
                '</style:page-layout></office:automatic-styles><office:master-styles><style:master-page style:name="Default" '
                'style:page-layout-name="PM1"/></office:master-styles></office:document-styles>' % ns)
            manifest = ('<?xml version="1.0" encoding="UTF-8"?><manifest:manifest '
                'xmlns:manifest="urn:oasis:names:tc:opendocument:xmlns:manifest:1.0" manifest:version="1.3">'
                '<manifest:file-entry manifest:full-path="/" manifest:media-type="%s"/>'
                '<manifest:file-entry manifest:full-path="content.xml" manifest:media-type="text/xml"/>'
                '<manifest:file-entry manifest:full-path="styles.xml" manifest:media-type="text/xml"/>' % mime
                + "".join('<manifest:file-entry manifest:full-path="Pictures/%s" manifest:media-type="image/%s"/>'
                    % (n, "png" if n.endswith("png") else "jpeg") for n in names) + "</manifest:manifest>")
            with zipfile.ZipFile(out, "w") as z:
                z.writestr(zipfile.ZipInfo("mimetype"), mime, compress_type=zipfile.ZIP_STORED)
                for name, text in [("content.xml", content), ("styles.xml", styles), ("META-INF/manifest.xml", manifest)]:
                    z.writestr(name, text, compress_type=zipfile.ZIP_DEFLATED)
                for path, name in zip(pictures, names):
                    z.write(path, "Pictures/" + name, compress_type=zipfile.ZIP_DEFLATED)
            """
        try runTool("/usr/bin/python3", ["-c", script, presentation ? "odp" : "odt", file.path] + pictures.map(\.path))
    }
}
