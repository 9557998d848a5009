/// One XMP property's value as RDF/XML states it.
indirect enum XmpValue: Sendable, Equatable {
    /// Text, or an address (`rdf:resource`).
    case simple(String)
    /// An ordered or unordered list (`rdf:Seq`, `rdf:Bag`).
    case list([XmpValue])
    /// A language alternative (`rdf:Alt`), each item with its `xml:lang`.
    case alternative([(language: String?, value: XmpValue)])
    /// A structure (`rdf:parseType="Resource"`, a nested description, a typed node), by field.
    case structure([XmpProperty: XmpValue])

    /// The text it comes down to, as exiftool reads it: a list's first item, a language
    /// alternative's default (`x-default`, else its first), a structure's `rdf:value`, or the
    /// name an agent's structure gives (`dc:title`, as Inkscape writes a creator).
    var text: String? {
        switch self {
        case .simple(let text): text
        case .list(let items): items.first?.text
        case .alternative(let items):
            (items.first { $0.language?.lowercased() == "x-default" } ?? items.first)?.value.text
        case .structure(let fields):
            (fields[XmpProperty(XmpNamespace.rdf, "value")] ?? fields[XmpProperty(XmpNamespace.dublinCore, "title")])?
                .text
        }
    }

    static func == (left: XmpValue, right: XmpValue) -> Bool {
        switch (left, right) {
        case (.simple(let one), .simple(let other)): one == other
        case (.list(let one), .list(let other)): one == other
        case (.alternative(let one), .alternative(let other)):
            one.count == other.count
                && zip(one, other).allSatisfy { $0.language == $1.language && $0.value == $1.value }
        case (.structure(let one), .structure(let other)): one == other
        default: false
        }
    }
}
