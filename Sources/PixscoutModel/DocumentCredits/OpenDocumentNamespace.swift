/// The OpenDocument namespaces credits are written in.
enum OpenDocumentNamespace {
    static let office = "urn:oasis:names:tc:opendocument:xmlns:office:1.0"
    static let text = "urn:oasis:names:tc:opendocument:xmlns:text:1.0"
    static let draw = "urn:oasis:names:tc:opendocument:xmlns:drawing:1.0"
    static let svg = "urn:oasis:names:tc:opendocument:xmlns:svg-compatible:1.0"
    static let xlink = "http://www.w3.org/1999/xlink"
    static let presentation = "urn:oasis:names:tc:opendocument:xmlns:presentation:1.0"
    static let style = "urn:oasis:names:tc:opendocument:xmlns:style:1.0"
    static let formatting = "urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0"
}
