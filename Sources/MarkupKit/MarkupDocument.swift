import CMarkup
import Foundation

/// An XML or HTML document held by libxml2 to be changed and written out again: elements found
/// by namespace and name, added, given attributes and text, each change through the parser's own
/// tree (never by splicing text). A ``MarkupNodeReference`` keeps its document alive.
public final class MarkupDocument {
    let pointer: OpaquePointer

    public init(xml bytes: Data) throws(Markup.Failure) {
        pointer = try Self.parse(bytes, with: pixscout_markup_parse_xml)
    }

    public init(html bytes: Data) throws(Markup.Failure) {
        pointer = try Self.parse(bytes, with: pixscout_markup_parse_html)
    }

    deinit {
        pixscout_markup_free_document(pointer)
    }

    public var root: MarkupNodeReference? {
        pixscout_markup_root(pointer).map { MarkupNodeReference($0, in: self) }
    }

    /// The document written out: XML with its declaration in UTF-8, or HTML as HTML.
    public func serialized() throws(Markup.Failure) -> Data {
        var count = 0
        guard let text = pixscout_markup_serialize(pointer, &count) else { throw .malformed }
        defer { pixscout_markup_free_string(text) }
        return Data(bytes: text, count: count)
    }

    typealias Parser = (UnsafeRawPointer?, Int, UnsafeMutablePointer<OpaquePointer?>?) -> PixscoutMarkupResult

    /// libxml2's tree of `bytes` as `parse` reads them; the caller frees it.
    static func parse(_ bytes: Data, with parse: Parser) throws(Markup.Failure) -> OpaquePointer {
        var document: OpaquePointer?
        let result = bytes.withUnsafeBytes { buffer in parse(buffer.baseAddress, buffer.count, &document) }
        switch result {
        case PIXSCOUT_MARKUP_OK: break
        case PIXSCOUT_MARKUP_UNAVAILABLE: throw .unavailable
        default: throw .malformed
        }
        guard let document else { throw .malformed }
        return document
    }
}
