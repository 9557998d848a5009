/// The namespaces of the XMP properties a credit is read from, by URI: a packet may bind any
/// prefix to them, and a prefix bound to another URI names nothing here.
enum XmpNamespace {
    static let rdf = "http://www.w3.org/1999/02/22-rdf-syntax-ns#"
    static let xml = "http://www.w3.org/XML/1998/namespace"
    static let creativeCommons = "http://creativecommons.org/ns#"
    static let dublinCore = "http://purl.org/dc/elements/1.1/"
    static let rights = "http://ns.adobe.com/xap/1.0/rights/"
    static let photoshop = "http://ns.adobe.com/photoshop/1.0/"
    static let mediaManagement = "http://ns.adobe.com/xap/1.0/mm/"
    static let resourceReference = "http://ns.adobe.com/xap/1.0/sType/ResourceRef#"
    static let iptcCore = "http://iptc.org/std/Iptc4xmpCore/1.0/xmlns/"
}
