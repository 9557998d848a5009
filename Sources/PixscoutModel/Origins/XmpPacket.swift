import Foundation

/// Values read from an XMP packet's text by their qualified names, in the forms RDF allows for
/// a simple value: an attribute (`cc:license="…"`), an element's text, its `rdf:resource`, or
/// the first item of a list or language alternative. Prefixes are the usual ones. No XML
/// parser: a broken packet yields what could be read, never an error.
struct XmpPacket {
    /// Longer values are cut: no credit needs more.
    static let maxValueLength = 2000
    private let text: String

    init(_ text: String) {
        self.text = String(text.prefix(1 << 20))
    }

    func value(_ name: String) -> String? {
        let raw = elementValue(name) ?? attributeValue(name)
        return raw.flatMap { value in
            let plain = HTMLText.decodeEntities(value).trimmingCharacters(in: .whitespacesAndNewlines)
            return NetworkText.line(String(plain.prefix(Self.maxValueLength)) as String?)
        }
    }

    private func attributeValue(_ name: String) -> String? {
        for quote in ["\"", "'"] {
            guard let start = text.range(of: "\(name)=\(quote)") else { continue }
            let rest = text[start.upperBound...]
            return rest.firstIndex(of: Character(quote)).map { String(rest[..<$0]) }
        }
        return nil
    }

    private func elementValue(_ name: String) -> String? {
        for open in text.ranges(of: "<\(name)") {
            // The name must end there: `<dc:rights` is not `<dc:rightsHolder`.
            guard let next = text[open.upperBound...].first, next == " " || next == ">" || next == "/"
                || next == "\n" || next == "\t",
                let end = text[open.upperBound...].firstIndex(of: ">") else { continue }
            let tag = text[open.upperBound..<end]
            for quote in ["\"", "'"] {
                guard let resource = tag.range(of: "rdf:resource=\(quote)") else { continue }
                let value = tag[resource.upperBound...].split(separator: Character(quote), maxSplits: 1).first
                return value.map(String.init)
            }
            guard !tag.hasSuffix("/") else { continue }
            let body = text[text.index(after: end)...]
            guard let close = body.range(of: "</\(name)>") else { return nil }
            return firstItem(in: body[..<close.lowerBound])
        }
        return nil
    }

    /// An element's text, or its list's first item's.
    private func firstItem(in inner: Substring) -> String? {
        guard let item = inner.range(of: "<rdf:li") else { return String(inner) }
        let afterItem = inner[item.upperBound...]
        guard let itemStart = afterItem.firstIndex(of: ">"), let itemEnd = afterItem.range(of: "</rdf:li>"),
            itemStart < itemEnd.lowerBound else { return nil }
        return String(afterItem[afterItem.index(after: itemStart)..<itemEnd.lowerBound])
    }
}
