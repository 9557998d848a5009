import Foundation
import MarkupKit

/// The properties an XMP packet (or an SVG's RDF metadata) states of its picture, read as
/// RDF/XML says through a namespace-aware parser (libxml2, `MarkupKit`): attributes and elements
/// of every description of the picture, lists, language alternatives and structures; comments,
/// CDATA and prefixes are what XML makes them. A property stated twice is its last statement, as
/// exiftool reads it.
struct XmpProperties: Sendable {
    /// The most an XMP packet may hold: a document's metadata is anybody's.
    static let maxPacketBytes = 1 << 20
    /// Longer values are cut: no credit needs more.
    static let maxValueLength = 2000

    private(set) var values: [XmpProperty: XmpValue] = [:]

    /// The properties in `packet`; nil when it is no XML at all.
    init?(packet: Data) {
        guard packet.count <= Self.maxPacketBytes, let root = try? Markup.xml(packet) else { return nil }
        self.init(root)
    }

    /// The properties stated in every `rdf:RDF` in `root`, at any depth (XMP's `x:xmpmeta`,
    /// SVG's `metadata`).
    init(_ root: MarkupElement) {
        for rdf in root.descendants(where: { $0.namespace == XmpNamespace.rdf && $0.name == "RDF" }) {
            for node in rdf.elements where Self.describesThePicture(node) {
                for (property, value) in Self.fields(of: node) { values[property] = value }
            }
        }
    }

    /// The text of `property` (``XmpValue/text``), cleaned to one line and bounded; nil when
    /// absent or empty.
    func text(_ namespace: String, _ name: String) -> String? {
        values[XmpProperty(namespace, name)]?.text.flatMap(Self.cleaned)
    }

    /// A field of the structure `property` holds (the first item's, for a list of them).
    func field(_ namespace: String, _ name: String, of structure: XmpProperty) -> String? {
        var value = values[structure]
        if case .list(let items) = value { value = items.first }
        guard case .structure(let fields) = value else { return nil }
        return fields[XmpProperty(namespace, name)]?.text.flatMap(Self.cleaned)
    }

    private static func cleaned(_ text: String) -> String? {
        NetworkText.line(String(text.trimmingCharacters(in: .whitespacesAndNewlines).prefix(maxValueLength)) as String?)
    }

    /// A description of the picture itself: `rdf:Description` or a typed node (SVG's `cc:Work`)
    /// about this resource (`rdf:about` empty, absent or a packet's `uuid:`), not about another
    /// (a licence's description beside it).
    private static func describesThePicture(_ node: MarkupElement) -> Bool {
        guard let about = node.attribute("about", namespace: XmpNamespace.rdf) else { return true }
        return about.isEmpty || about.lowercased().hasPrefix("uuid:")
    }

    /// The properties a node element states, attributes first, then its elements, in order.
    private static func fields(of node: MarkupElement) -> [(XmpProperty, XmpValue)] {
        var fields = attributeFields(of: node)
        for element in node.elements {
            guard let namespace = element.namespace, namespace != XmpNamespace.rdf || element.name == "value" else {
                continue
            }
            fields.append((XmpProperty(namespace, element.name), value(of: element)))
        }
        return fields
    }

    /// Attributes that state properties: every one but RDF's own and `xml:`'s.
    private static func attributeFields(of element: MarkupElement) -> [(XmpProperty, XmpValue)] {
        element.attributes.compactMap { attribute in
            guard let namespace = attribute.namespace, namespace != XmpNamespace.xml,
                namespace != XmpNamespace.rdf || attribute.name == "value" else { return nil }
            return (XmpProperty(namespace, attribute.name), .simple(attribute.value))
        }
    }

    /// A property element's value, in the forms RDF/XML allows.
    private static func value(of element: MarkupElement) -> XmpValue {
        if let resource = element.attribute("resource", namespace: XmpNamespace.rdf) { return .simple(resource) }
        let parseType = element.attribute("parseType", namespace: XmpNamespace.rdf)
        if parseType == "Resource" { return .structure(Dictionary(fields(of: element), uniquingKeysWith: { $1 })) }
        if parseType == "Literal" { return .simple(element.text) }
        if element.holdsOnlyElements, let inner = element.elements.first {
            if inner.namespace == XmpNamespace.rdf, ["Seq", "Bag"].contains(inner.name) {
                return .list(items(of: inner).map { value(of: $0) })
            }
            if inner.namespace == XmpNamespace.rdf, inner.name == "Alt" {
                return .alternative(items(of: inner).map { item in
                    (item.attribute("lang", namespace: XmpNamespace.xml), value(of: item))
                })
            }
            return .structure(Dictionary(fields(of: inner), uniquingKeysWith: { $1 }))
        }
        let shorthand = attributeFields(of: element)
        if !shorthand.isEmpty, element.text.allSatisfy(\.isWhitespace) {
            return .structure(Dictionary(shorthand, uniquingKeysWith: { $1 }))
        }
        return .simple(element.text)
    }

    private static func items(of container: MarkupElement) -> [MarkupElement] {
        container.elements.filter { $0.namespace == XmpNamespace.rdf && $0.name == "li" }
    }
}
