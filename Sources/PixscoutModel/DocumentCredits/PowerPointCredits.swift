import Foundation
import MarkupKit

/// Credits in a PowerPoint deck: slides after the last (at most 12 lines each), each with its
/// relationship to the last slide's layout, listed in `presentation.xml`, its relationships and
/// the content types; each picture given a title and description when it has none.
struct PowerPointCredits {
    typealias Namespace = OfficeNamespace
    static let presentationPart = "ppt/presentation.xml"
    static let contentTypesPart = "[Content_Types].xml"

    let container: ContainerCopy
    let knownOnly: Bool

    func write(_ report: OriginReport, to output: URL, replacing: Bool) throws(CreditsAddition.Failure) {
        let presentationRelationships = OfficeRelationships.partName(for: Self.presentationPart)
        let parts = try container.parts { name in
            name == Self.presentationPart || name == presentationRelationships || name == Self.contentTypesPart
                || (name.hasPrefix("ppt/slides/") && (name.hasSuffix(".xml") || name.hasSuffix(".xml.rels")))
        }
        guard let presentationBytes = parts[Self.presentationPart], let typesBytes = parts[Self.contentTypesPart]
        else { throw .damaged(container.path) }
        var replaced: [String: Data] = [:]
        var added: [(String, Data)] = []
        do throws(Markup.Failure) {
            let presentation = try MarkupDocument(xml: presentationBytes)
            let relationships = try MarkupDocument(xml: parts[presentationRelationships] ?? Data(
                "<Relationships xmlns=\"\(Namespace.packageRelationships)\"/>".utf8))
            let types = try MarkupDocument(xml: typesBytes)
            guard let root = presentation.root, let relationshipsRoot = relationships.root, let typesRoot = types.root,
                let list = root.elements.first(where: { $0.isElement("sldIdLst", namespace: Namespace.presentation) })
            else { throw .malformed }
            let slides = Self.slideParts(list, OfficeRelationships(parts[presentationRelationships],
                of: Self.presentationPart))
            var pictureSlides: [String: Int] = [:]
            let descriptions = PictureDescription.byPart(report)
            for (index, slide) in slides.enumerated() {
                let slideRelationships = OfficeRelationships(parts[OfficeRelationships.partName(for: slide)], of: slide)
                for (part, _) in slideRelationships.targets.values where pictureSlides[part] == nil {
                    pictureSlides[part] = index + 1
                }
                guard let bytes = parts[slide], let document = try? MarkupDocument(xml: bytes),
                    let slideRoot = document.root, OfficePictures.describe(in: slideRoot,
                        container: { $0.isElement("pic", namespace: Namespace.presentation) },
                        properties: { $0.isElement("cNvPr", namespace: Namespace.presentation) },
                        relationships: slideRelationships, descriptions: descriptions) else { continue }
                replaced[slide] = try document.serialized()
            }
            let lines = CreditLine.lines(for: report, in: .printed, slides: pictureSlides, knownOnly: knownOnly)
            let layout = slides.last.flatMap { slide in
                OfficeRelationships(parts[OfficeRelationships.partName(for: slide)], of: slide).targets.values
                    .first { $0.type == Namespace.slideLayoutType }?.part
            }
            let size = Self.slideSize(root)
            var number = (parts.keys.compactMap(Self.slideNumber).max() ?? 0) + 1
            var id = (list.elements.compactMap { $0.attribute("id").flatMap(Int.init) }.max() ?? 255) + 1
            let chunks = stride(from: 0, to: max(lines.count, 1), by: OpenDocumentCredits.linesPerSlide).map {
                Array(lines[$0..<min($0 + OpenDocumentCredits.linesPerSlide, lines.count)])
            }
            for (index, chunk) in chunks.enumerated() {
                let part = "ppt/slides/slide\(number).xml"
                let title = index == 0 ? CreditLine.heading : "\(CreditLine.heading) \(index + 1)"
                added.append((part, try PowerPointSlide.make(title: title, lines: chunk.map(\.text), size: size)))
                added.append((OfficeRelationships.partName(for: part),
                    try PowerPointSlide.relationships(layout: layout)))
                let relationship = "rIdPixscout\(number)"
                let entry = try relationshipsRoot.addElement("Relationship", namespace: Namespace.packageRelationships)
                try entry.setAttribute("Id", relationship)
                try entry.setAttribute("Type", Namespace.slideType)
                try entry.setAttribute("Target", "slides/slide\(number).xml")
                let slideID = try list.addElement("sldId", namespace: Namespace.presentation, prefix: "p")
                try slideID.setAttribute("id", String(id))
                try slideID.setAttribute("id", relationship, namespace: Namespace.relationships, prefix: "r")
                let override = try typesRoot.addElement("Override", namespace: Namespace.contentTypes)
                try override.setAttribute("PartName", "/" + part)
                try override.setAttribute("ContentType", Namespace.slideContentType)
                number += 1
                id += 1
            }
            replaced[Self.presentationPart] = try presentation.serialized()
            replaced[presentationRelationships] = try relationships.serialized()
            replaced[Self.contentTypesPart] = try types.serialized()
        } catch {
            throw CreditsAddition.Failure(error, document: container.path)
        }
        try container.write(to: output, replaced: replaced, added: added, replacing: replacing)
    }

    /// The slides' parts in the deck's order.
    static func slideParts(_ list: MarkupNodeReference, _ relationships: OfficeRelationships) -> [String] {
        list.elements.compactMap { entry in
            entry.attribute("id", namespace: Namespace.relationships).flatMap { relationships.targets[$0]?.part }
        }
    }

    /// N of "ppt/slides/slideN.xml".
    static func slideNumber(_ part: String) -> Int? {
        guard part.hasPrefix("ppt/slides/slide"), part.hasSuffix(".xml") else { return nil }
        return Int(part.dropFirst("ppt/slides/slide".count).dropLast(4))
    }

    /// The slides' size in EMU (`p:sldSz`), or a 16:9 slide's.
    static func slideSize(_ root: MarkupNodeReference) -> (width: Int, height: Int) {
        let size = root.elements.first { $0.isElement("sldSz", namespace: Namespace.presentation) }
        guard let width = size?.attribute("cx").flatMap(Int.init), let height = size?.attribute("cy").flatMap(Int.init),
            width > 0, height > 0, width < 100_000_000, height < 100_000_000 else { return (12_192_000, 6_858_000) }
        return (width, height)
    }
}
