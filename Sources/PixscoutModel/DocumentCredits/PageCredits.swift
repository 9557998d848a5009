import Foundation
import MarkupKit

/// Credits in an HTML page: a `<section>` before `</body>` with a line a picture, its links, the
/// licence's marked `rel="license"`, and one schema.org `ImageObject` a known picture in a
/// JSON-LD block (as Google Images reads them); each picture's `<img>` given `alt` and `title`
/// when it has none. The page is read and written through libxml2's HTML parser.
struct PageCredits {
    let path: String
    let knownOnly: Bool

    func write(_ report: OriginReport, to output: URL, replacing: Bool) throws(CreditsAddition.Failure) {
        let bytes = try CreditsAddition.pageBytes(at: path)
        let changed: Data
        do throws(Markup.Failure) {
            let page = try MarkupDocument(html: bytes)
            guard let root = page.root else { throw .malformed }
            let body = root.descendants { $0.name.lowercased() == "body" }.first ?? root
            describePictures(in: root, report)
            let lines = CreditLine.lines(for: report, in: .html, knownOnly: knownOnly)
            let section = try MarkupDocument(html: Data(sectionHTML(lines).utf8))
            guard let made = section.root?.descendants(where: { $0.name == "section" }).first else { throw .malformed }
            for link in made.descendants(where: { $0.name == "a" }) {
                let deeds = lines.compactMap { $0.picture.origin?.license?.deedURL }
                if let href = link.attribute("href"), deeds.contains(href) { try link.setAttribute("rel", "license") }
            }
            try made.copy(into: body)
            changed = try page.serialized()
        } catch {
            throw CreditsAddition.Failure(error, document: path)
        }
        guard SafeFile.create(changed, at: output, replacing: replacing) else {
            throw !replacing && SafeFile.exists(output.path) ? .outputExists(output.path) : .cannotWrite(output.path)
        }
    }

    /// The section as HTML: every text in it escaped (``CreditFormat/html``), parsed again before
    /// it joins the page.
    private func sectionHTML(_ lines: [CreditLine]) -> String {
        let format = CreditFormat.html
        let items = lines.map { line in
            let label = format.escaped(line.label)
            return line.credit.map { "<li>\(label): \($0)</li>" } ?? "<li>\(format.escaped(line.text))</li>"
        }
        return "<html><body><section id=\"picture-credits\"><h2>\(format.escaped(CreditLine.heading))</h2><ul>"
            + items.joined() + "</ul><script type=\"application/ld+json\">" + jsonLD(lines)
            + "</script></section></body></html>"
    }

    /// schema.org's `ImageObject`s, one a known picture. JSONSerialization escapes every `/`, so
    /// nothing in the block can end the script.
    private func jsonLD(_ lines: [CreditLine]) -> String {
        let objects: [[String: Any]] = lines.compactMap { line in
            guard let origin = line.picture.origin else { return nil }
            var object: [String: Any] = ["@type": "ImageObject"]
            object["contentUrl"] = line.picture.part
            object["license"] = origin.license?.deedURL ?? origin.embedded?.licenseURL
            object["acquireLicensePage"] = origin.image?.pageURL ?? origin.embedded?.sourceURL
            object["creditText"] = line.picture.credit(in: .text)
            let author = origin.image?.creator?.name ?? origin.embedded?.author
            object["creator"] = author.map { ["@type": "Person", "name": $0] }
            object["copyrightNotice"] = origin.embedded?.rights ?? author
            object["name"] = origin.image?.title ?? origin.embedded?.title
            return object
        }
        let graph: [String: Any] = ["@context": "https://schema.org", "@graph": objects]
        let data = (try? JSONSerialization.data(withJSONObject: graph, options: [.sortedKeys])) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self)
    }

    /// `alt` and `title` for each `<img>` showing a known picture, where the author gave none.
    private func describePictures(in root: MarkupNodeReference, _ report: OriginReport) {
        let folder = URL(fileURLWithPath: path).resolvingSymlinksInPath().deletingLastPathComponent().path
        func resolved(_ address: String) -> String? {
            DocumentReader.localFile(address, in: folder).flatMap(DocumentReader.realPath)
        }
        var descriptions: [String: PictureDescription] = [:]
        for (part, description) in PictureDescription.byPart(report) {
            if let file = resolved(part) { descriptions[file] = description }
        }
        for image in root.descendants(where: { $0.name.lowercased() == "img" }) {
            guard let source = image.attribute("src"), let file = resolved(source),
                let description = descriptions[file] else { continue }
            if image.attribute("alt") == nil, let alt = description.altText { try? image.setAttribute("alt", alt) }
            if image.attribute("title") == nil, let title = description.title {
                try? image.setAttribute("title", title)
            }
        }
    }
}
