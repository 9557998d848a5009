import CMarkup
import Foundation

/// Documents read through libxml2 (XML, HTML) and cmark (Markdown), opened on first use
/// (`CMarkup`), into ``MarkupElement`` values. XML is read with no network, no DTD loaded and no
/// entity substituted; HTML as a browser reads it. Everything read is bounded.
public enum Markup {
    public enum Failure: Error, Sendable, Equatable {
        /// libxml2 or cmark is not installed.
        case unavailable
        case malformed
        /// More elements, or deeper, than the limits allow.
        case tooLarge
    }

    public struct Limits: Sendable {
        /// The most nodes (elements and texts) read.
        public var nodes = 500_000
        /// The deepest element read.
        public var depth = 256

        public init() {}
    }

    /// The root element of the XML document `bytes`.
    public static func xml(_ bytes: Data, limits: Limits = Limits()) throws(Failure) -> MarkupElement {
        try read(bytes, limits: limits, with: pixscout_markup_parse_xml)
    }

    /// The root element of the HTML page `bytes` (`html`, made when the page leaves it out).
    public static func html(_ bytes: Data, limits: Limits = Limits()) throws(Failure) -> MarkupElement {
        try read(bytes, limits: limits, with: pixscout_markup_parse_html)
    }

    /// A CommonMark (Markdown) text as HTML, the HTML it holds kept as it is.
    public static func markdownAsHTML(_ text: Data) throws(Failure) -> Data {
        // cmark reads `count` bytes, no terminating NUL: an empty text is an empty buffer.
        let bytes = [CChar](unsafeUninitializedCapacity: max(text.count, 1)) { buffer, count in
            count = text.copyBytes(to: UnsafeMutableRawBufferPointer(buffer))
        }
        let html = pixscout_markdown_to_html(bytes, text.count)
        guard let html else { throw .unavailable }
        defer { pixscout_markup_free_string(html) }
        return Data(bytes: html, count: strlen(html))
    }

    private static func read(_ bytes: Data, limits: Limits, with parse: MarkupDocument.Parser)
        throws(Failure) -> MarkupElement {
        let document = try MarkupDocument.parse(bytes, with: parse)
        defer { pixscout_markup_free_document(document) }
        guard let root = pixscout_markup_root(document) else { throw .malformed }
        var budget = limits.nodes
        return try MarkupTree.element(root, depth: limits.depth, budget: &budget)
    }
}
