import Foundation
import MarkupKit

/// Credits in a Word document: a "Picture credits" heading and a paragraph a picture before the
/// body's final section properties; each picture's `docPr` given a title and description when
/// it has none. Only `word/document.xml` changes.
struct WordCredits {
    typealias Namespace = OfficeNamespace
    static let documentPart = "word/document.xml"

    let container: ContainerCopy
    let knownOnly: Bool

    func write(_ report: OriginReport, to output: URL, replacing: Bool) throws(CreditsAddition.Failure) {
        let relationshipsPart = OfficeRelationships.partName(for: Self.documentPart)
        let parts = try container.parts { $0 == Self.documentPart || $0 == relationshipsPart }
        guard let bytes = parts[Self.documentPart] else { throw .damaged(container.path) }
        let relationships = OfficeRelationships(parts[relationshipsPart], of: Self.documentPart)
        let changed: Data
        do throws(Markup.Failure) {
            let document = try MarkupDocument(xml: bytes)
            guard let body = document.root?.elements.first(where: { $0.isElement("body", namespace: Namespace.word) })
            else { throw .malformed }
            OfficePictures.describe(in: body, container: { $0.isElement("inline", namespace: Namespace.wordDrawing)
                || $0.isElement("anchor", namespace: Namespace.wordDrawing) },
                properties: { $0.isElement("docPr", namespace: Namespace.wordDrawing) },
                relationships: relationships, descriptions: PictureDescription.byPart(report))
            let section = body.elements.last { $0.isElement("sectPr", namespace: Namespace.word) }
            try addParagraph(CreditLine.heading, to: body, before: section, heading: true)
            for line in CreditLine.lines(for: report, in: .printed, knownOnly: knownOnly) {
                try addParagraph(line.text, to: body, before: section, heading: false)
            }
            changed = try document.serialized()
        } catch {
            throw CreditsAddition.Failure(error, document: container.path)
        }
        try container.write(to: output, replaced: [Self.documentPart: changed], added: [], replacing: replacing)
    }

    private func addParagraph(_ text: String, to body: MarkupNodeReference, before section: MarkupNodeReference?,
        heading: Bool) throws(Markup.Failure) {
        let paragraph = try body.addElement("p", namespace: Namespace.word, prefix: "w", before: section)
        if heading {
            let style = try paragraph.addElement("pPr", namespace: Namespace.word, prefix: "w")
                .addElement("pStyle", namespace: Namespace.word, prefix: "w")
            try style.setAttribute("val", "Heading2", namespace: Namespace.word, prefix: "w")
        }
        let run = try paragraph.addElement("r", namespace: Namespace.word, prefix: "w")
        if heading { try run.addElement("rPr", namespace: Namespace.word, prefix: "w").addElement("b",
            namespace: Namespace.word, prefix: "w") }
        let textElement = try run.addElement("t", namespace: Namespace.word, prefix: "w")
        try textElement.setAttribute("space", "preserve", namespace: Namespace.xml, prefix: "xml")
        try textElement.addText(text)
    }
}
