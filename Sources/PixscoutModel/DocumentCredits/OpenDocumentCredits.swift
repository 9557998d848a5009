import Foundation
import MarkupKit

/// Credits in an OpenDocument text (a "Picture credits" heading and a paragraph a picture at
/// the end of its body) or presentation (slides at the end, on the last slide's master and
/// layout, at most 12 lines each); each picture's frame given a title and description when it
/// has none. Only `content.xml` changes.
struct OpenDocumentCredits {
    typealias Namespace = OpenDocumentNamespace
    static let linesPerSlide = 12
    static let lineStyle = "PixscoutCreditLine"
    static let titleStyle = "PixscoutCreditTitle"
    static let frameStyle = "PixscoutCreditFrame"

    let container: ContainerCopy
    let knownOnly: Bool

    func write(_ report: OriginReport, to output: URL, replacing: Bool) throws(CreditsAddition.Failure) {
        let parts = try container.parts { $0 == "content.xml" || $0 == "styles.xml" }
        guard let bytes = parts["content.xml"] else { throw .damaged(container.path) }
        let changed: Data
        do throws(Markup.Failure) {
            let content = try MarkupDocument(xml: bytes)
            guard let root = content.root else { throw .malformed }
            describePictures(in: root, PictureDescription.byPart(report))
            if let presentation = root.descendants(where: { $0.isElement("presentation", namespace: Namespace.office) })
                .first {
                let lines = CreditLine.lines(for: report, in: .printed, slides: Self.slides(in: presentation),
                    knownOnly: knownOnly)
                let size = parts["styles.xml"].flatMap { try? MarkupDocument(xml: $0) }.flatMap(Self.pageSize)
                try addSlides(lines, to: presentation, root: root, size: size ?? (28, 15.75))
            } else if let text = root.descendants(where: { $0.isElement("text", namespace: Namespace.office) }).first {
                let heading = try text.addElement("h", namespace: Namespace.text, prefix: "text")
                try heading.setAttribute("outline-level", "2", namespace: Namespace.text, prefix: "text")
                try heading.addText(CreditLine.heading)
                for line in CreditLine.lines(for: report, in: .printed, knownOnly: knownOnly) {
                    try text.addElement("p", namespace: Namespace.text, prefix: "text").addText(line.text)
                }
            } else {
                throw .malformed
            }
            changed = try content.serialized()
        } catch {
            throw CreditsAddition.Failure(error, document: container.path)
        }
        try container.write(to: output, replaced: ["content.xml": changed], added: [], replacing: replacing)
    }

    /// The slide (from 1) that shows each picture part.
    static func slides(in presentation: MarkupNodeReference) -> [String: Int] {
        var slides: [String: Int] = [:]
        let pages = presentation.elements.filter { $0.isElement("page", namespace: Namespace.draw) }
        for (index, page) in pages.enumerated() {
            for image in page.descendants(where: { $0.isElement("image", namespace: Namespace.draw) }) {
                guard let href = image.attribute("href", namespace: Namespace.xlink) else { continue }
                slides[Self.partName(href)] = slides[Self.partName(href)] ?? index + 1
            }
        }
        return slides
    }

    /// "Pictures/1.png" for "./Pictures/1.png".
    static func partName(_ href: String) -> String {
        href.hasPrefix("./") ? String(href.dropFirst(2)) : href
    }

    /// A title (`svg:title`) and a description (`svg:desc`) for each frame of a known picture
    /// that has none: what the author wrote stays.
    private func describePictures(in root: MarkupNodeReference, _ descriptions: [String: PictureDescription]) {
        guard !descriptions.isEmpty else { return }
        for frame in root.descendants(where: { $0.isElement("frame", namespace: Namespace.draw) }) {
            let images = frame.elements.filter { $0.isElement("image", namespace: Namespace.draw) }
            guard let href = images.first?.attribute("href", namespace: Namespace.xlink),
                let description = descriptions[Self.partName(href)] else { continue }
            let own = frame.elements
            for (name, value) in [("title", description.title), ("desc", description.altText)] {
                guard let value, !own.contains(where: { $0.isElement(name, namespace: Namespace.svg) }) else {
                    continue
                }
                try? frame.addElement(name, namespace: Namespace.svg, prefix: "svg").addText(value)
            }
        }
    }

    /// Slides of at most ``linesPerSlide`` lines after the last, on its master page and layout.
    private func addSlides(_ lines: [CreditLine], to presentation: MarkupNodeReference, root: MarkupNodeReference,
        size: (width: Double, height: Double)) throws(Markup.Failure) {
        try addStyles(to: root)
        let elements = presentation.elements
        let lastIndex = elements.lastIndex { $0.isElement("page", namespace: Namespace.draw) }
        let last = lastIndex.map { elements[$0] }
        // After the last slide, before what follows the slides (a presentation's settings).
        let following = lastIndex.flatMap { $0 + 1 < elements.count ? elements[$0 + 1] : nil }
        let chunks = stride(from: 0, to: max(lines.count, 1), by: Self.linesPerSlide).map {
            Array(lines[$0..<min($0 + Self.linesPerSlide, lines.count)])
        }
        for (index, chunk) in chunks.enumerated() {
            let page = try presentation.addElement("page", namespace: Namespace.draw, prefix: "draw", before: following)
            let name = index == 0 ? CreditLine.heading : "\(CreditLine.heading) \(index + 1)"
            try page.setAttribute("name", name, namespace: Namespace.draw, prefix: "draw")
            if let master = last?.attribute("master-page-name", namespace: Namespace.draw) {
                try page.setAttribute("master-page-name", master, namespace: Namespace.draw, prefix: "draw")
            }
            if let layout = last?.attribute("presentation-page-layout-name", namespace: Namespace.presentation) {
                try page.setAttribute("presentation-page-layout-name", layout, namespace: Namespace.presentation,
                    prefix: "presentation")
            }
            let margin = size.width * 0.06
            try addFrame(to: page, x: margin, y: size.height * 0.05, width: size.width - 2 * margin,
                height: size.height * 0.14, style: Self.titleStyle, texts: [name])
            try addFrame(to: page, x: margin, y: size.height * 0.22, width: size.width - 2 * margin,
                height: size.height * 0.72, style: Self.lineStyle, texts: chunk.map(\.text))
        }
    }

    private func addFrame(to page: MarkupNodeReference, x: Double, y: Double, width: Double, height: Double,
        style: String, texts: [String]) throws(Markup.Failure) {
        let frame = try page.addElement("frame", namespace: Namespace.draw, prefix: "draw")
        try frame.setAttribute("style-name", Self.frameStyle, namespace: Namespace.draw, prefix: "draw")
        for (name, value) in [("x", x), ("y", y), ("width", width), ("height", height)] {
            try frame.setAttribute(name, String(format: "%.2fcm", value), namespace: Namespace.svg, prefix: "svg")
        }
        let box = try frame.addElement("text-box", namespace: Namespace.draw, prefix: "draw")
        for text in texts {
            let paragraph = try box.addElement("p", namespace: Namespace.text, prefix: "text")
            try paragraph.setAttribute("style-name", style, namespace: Namespace.text, prefix: "text")
            try paragraph.addText(text)
        }
    }

    /// The styles of the credits' slides: frames with no fill or border, a bold title, lines
    /// small enough for twelve.
    private func addStyles(to root: MarkupNodeReference) throws(Markup.Failure) {
        var styles = root.elements.first { $0.isElement("automatic-styles", namespace: Namespace.office) }
        if styles == nil {
            styles = try root.addElement("automatic-styles", namespace: Namespace.office, prefix: "office",
                before: root.elements.first { $0.isElement("body", namespace: Namespace.office) })
        }
        guard let styles else { return }
        let frame = try styles.addElement("style", namespace: Namespace.style, prefix: "style")
        try frame.setAttribute("name", Self.frameStyle, namespace: Namespace.style, prefix: "style")
        try frame.setAttribute("family", "graphic", namespace: Namespace.style, prefix: "style")
        let graphic = try frame.addElement("graphic-properties", namespace: Namespace.style, prefix: "style")
        try graphic.setAttribute("fill", "none", namespace: Namespace.draw, prefix: "draw")
        try graphic.setAttribute("stroke", "none", namespace: Namespace.draw, prefix: "draw")
        for (name, size, bold) in [(Self.titleStyle, "28pt", true), (Self.lineStyle, "10pt", false)] {
            let style = try styles.addElement("style", namespace: Namespace.style, prefix: "style")
            try style.setAttribute("name", name, namespace: Namespace.style, prefix: "style")
            try style.setAttribute("family", "paragraph", namespace: Namespace.style, prefix: "style")
            let text = try style.addElement("text-properties", namespace: Namespace.style, prefix: "style")
            try text.setAttribute("font-size", size, namespace: Namespace.formatting, prefix: "fo")
            if bold { try text.setAttribute("font-weight", "bold", namespace: Namespace.formatting, prefix: "fo") }
        }
    }

    /// The slides' size in centimetres, from the first page layout `styles.xml` gives.
    static func pageSize(_ styles: MarkupDocument) -> (width: Double, height: Double)? {
        guard let properties = styles.root?.descendants(where: {
            $0.isElement("page-layout-properties", namespace: Namespace.style)
                && $0.attribute("page-width", namespace: Namespace.formatting) != nil
        }).first,
            let width = properties.attribute("page-width", namespace: Namespace.formatting).flatMap(centimetres),
            let height = properties.attribute("page-height", namespace: Namespace.formatting).flatMap(centimetres),
            width > 1, height > 1, width < 1000, height < 1000 else { return nil }
        return (width, height)
    }

    /// "28cm", "280mm", "11in", "720pt" in centimetres.
    static func centimetres(_ length: String) -> Double? {
        let units: [(String, Double)] = [("cm", 1), ("mm", 0.1), ("in", 2.54), ("pt", 2.54 / 72), ("pc", 2.54 / 6)]
        for (unit, factor) in units where length.hasSuffix(unit) {
            return Double(length.dropLast(unit.count)).map { $0 * factor }
        }
        return nil
    }
}
