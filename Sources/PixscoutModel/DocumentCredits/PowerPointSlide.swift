import Foundation
import MarkupKit

/// A new PowerPoint slide of credits: a title and a text box of lines, sized to the deck's
/// slides; the text goes in through the XML library, never into the markup's text.
enum PowerPointSlide {
    typealias Namespace = OfficeNamespace

    static func make(title: String, lines: [String], size: (width: Int, height: Int)) throws(Markup.Failure) -> Data {
        let margin = size.width / 16
        let document = try MarkupDocument(xml: Data("""
            <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
            <p:sld xmlns:a="\(Namespace.drawing)" xmlns:r="\(Namespace.relationships)" xmlns:p="\(Namespace.presentation)">
            <p:cSld><p:spTree><p:nvGrpSpPr><p:cNvPr id="1" name=""/><p:cNvGrpSpPr/><p:nvPr/></p:nvGrpSpPr>
            <p:grpSpPr><a:xfrm><a:off x="0" y="0"/><a:ext cx="0" cy="0"/><a:chOff x="0" y="0"/><a:chExt cx="0" cy="0"/>
            </a:xfrm></p:grpSpPr></p:spTree></p:cSld><p:clrMapOvr><a:masterClrMapping/></p:clrMapOvr></p:sld>
            """.utf8))
        let trees = document.root?.descendants { $0.isElement("spTree", namespace: Namespace.presentation) }
        guard let tree = trees?.first else { throw .malformed }
        try addTextBox(to: tree, id: 2, name: title, frame: (margin, size.height / 20, size.width - 2 * margin,
            size.height * 14 / 100), paragraphs: [title], points: 28, bold: true)
        try addTextBox(to: tree, id: 3, name: CreditLine.heading, frame: (margin, size.height * 22 / 100,
            size.width - 2 * margin, size.height * 72 / 100), paragraphs: lines, points: 12, bold: false)
        return try document.serialized()
    }

    /// The new slide's relationship to the layout the deck's last slide uses.
    static func relationships(layout: String?) throws(Markup.Failure) -> Data {
        let empty = "<Relationships xmlns=\"\(Namespace.packageRelationships)\"/>"
        let document = try MarkupDocument(xml: Data(empty.utf8))
        if let layout, let root = document.root {
            let relationship = try root.addElement("Relationship", namespace: Namespace.packageRelationships)
            try relationship.setAttribute("Id", "rId1")
            try relationship.setAttribute("Type", Namespace.slideLayoutType)
            try relationship.setAttribute("Target", "../" + String(layout.dropFirst("ppt/".count)))
        }
        return try document.serialized()
    }

    private static func addTextBox(to tree: MarkupNodeReference, id: Int, name: String,
        frame: (x: Int, y: Int, width: Int, height: Int), paragraphs: [String], points: Int,
        bold: Bool) throws(Markup.Failure) {
        func element(_ parent: MarkupNodeReference, _ name: String, _ namespace: String, _ prefix: String,
            _ attributes: [(String, String)] = []) throws(Markup.Failure) -> MarkupNodeReference {
            let made = try parent.addElement(name, namespace: namespace, prefix: prefix)
            for (key, value) in attributes { try made.setAttribute(key, value) }
            return made
        }
        let (p, a) = (Namespace.presentation, Namespace.drawing)
        let shape = try element(tree, "sp", p, "p")
        let nonVisual = try element(shape, "nvSpPr", p, "p")
        _ = try element(nonVisual, "cNvPr", p, "p", [("id", String(id)), ("name", name)])
        _ = try element(nonVisual, "cNvSpPr", p, "p", [("txBox", "1")])
        _ = try element(nonVisual, "nvPr", p, "p")
        let properties = try element(shape, "spPr", p, "p")
        let transform = try element(properties, "xfrm", a, "a")
        _ = try element(transform, "off", a, "a", [("x", String(frame.x)), ("y", String(frame.y))])
        _ = try element(transform, "ext", a, "a", [("cx", String(frame.width)), ("cy", String(frame.height))])
        _ = try element(try element(properties, "prstGeom", a, "a", [("prst", "rect")]), "avLst", a, "a")
        let body = try element(shape, "txBody", p, "p")
        _ = try element(try element(body, "bodyPr", a, "a", [("wrap", "square")]), "normAutofit", a, "a")
        _ = try element(body, "lstStyle", a, "a")
        for text in paragraphs {
            let run = try element(try element(body, "p", a, "a"), "r", a, "a")
            _ = try element(run, "rPr", a, "a", [("lang", "en-US"), ("sz", String(points * 100))]
                + (bold ? [("b", "1")] : []))
            try element(run, "t", a, "a").addText(text)
        }
    }
}
