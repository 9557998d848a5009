import CMarkup
import Foundation

/// An element of a ``MarkupDocument``, to read and to change in place.
public struct MarkupNodeReference {
    private let node: OpaquePointer
    private let document: MarkupDocument

    init(_ node: OpaquePointer, in document: MarkupDocument) {
        self.node = node
        self.document = document
    }

    public var name: String { MarkupTree.string(pixscout_markup_name(node)) }
    public var namespace: String? { pixscout_markup_namespace(node).map(MarkupTree.string) }

    /// Whether it is the element `name` in `namespace` (nil: none, as HTML's are).
    public func isElement(_ name: String, namespace: String? = nil) -> Bool {
        self.name == name && self.namespace == namespace
    }

    /// The elements it holds directly, in order.
    public var elements: [MarkupNodeReference] {
        var found: [MarkupNodeReference] = []
        var child = pixscout_markup_first_child(node)
        while let current = child {
            if pixscout_markup_kind(current) == PIXSCOUT_MARKUP_ELEMENT {
                found.append(MarkupNodeReference(current, in: document))
            }
            child = pixscout_markup_next_sibling(current)
        }
        return found
    }

    /// Every element in it at any depth, in document order, itself first, that `matches`.
    public func descendants(where matches: (MarkupNodeReference) -> Bool) -> [MarkupNodeReference] {
        var found: [MarkupNodeReference] = []
        var stack = [self]
        while let element = stack.popLast() {
            if matches(element) { found.append(element) }
            stack.append(contentsOf: element.elements.reversed())
        }
        return found
    }

    public var parent: MarkupNodeReference? {
        pixscout_markup_parent(node).map { MarkupNodeReference($0, in: document) }
    }

    public func attribute(_ name: String, namespace: String? = nil) -> String? {
        var attribute = pixscout_markup_first_attribute(node)
        while let current = attribute {
            if MarkupTree.string(pixscout_markup_attribute_name(current)) == name,
                pixscout_markup_attribute_namespace(current).map(MarkupTree.string) == namespace {
                let value = pixscout_markup_attribute_value(current)
                defer { pixscout_markup_free_string(value) }
                return value.map(MarkupTree.string)
            }
            attribute = pixscout_markup_next_attribute(current)
        }
        return nil
    }

    /// Sets an attribute; `prefix` is declared for `namespace` when the document binds none to it.
    public func setAttribute(_ name: String, _ value: String, namespace: String? = nil, prefix: String? = nil)
        throws(Markup.Failure) {
        guard pixscout_markup_set_attribute(node, namespace, prefix, name, value) != 0 else { throw .malformed }
    }

    /// A new element, last in this one or before `before`; `prefix` is declared for `namespace`
    /// when the document binds none to it.
    @discardableResult
    public func addElement(_ name: String, namespace: String? = nil, prefix: String? = nil,
        before: MarkupNodeReference? = nil) throws(Markup.Failure) -> MarkupNodeReference {
        guard let made = pixscout_markup_add_element(node, before?.node, namespace, prefix, name) else {
            throw .malformed
        }
        return MarkupNodeReference(made, in: document)
    }

    public func addText(_ text: String) throws(Markup.Failure) {
        guard pixscout_markup_add_text(node, text) != 0 else { throw .malformed }
    }

    /// A copy of this element and all it holds, placed last in `parent`.
    @discardableResult
    public func copy(into parent: MarkupNodeReference) throws(Markup.Failure) -> MarkupNodeReference {
        guard let made = pixscout_markup_copy_into(node, parent.node) else { throw .malformed }
        return MarkupNodeReference(made, in: document)
    }

    /// Takes it out of its document; the reference is not to be used after.
    public func remove() {
        pixscout_markup_remove(node)
    }

    /// Its text and its elements' text, in order.
    public var text: String {
        var parts: [String] = []
        var child = pixscout_markup_first_child(node)
        while let current = child {
            switch pixscout_markup_kind(current) {
            case PIXSCOUT_MARKUP_TEXT: parts.append(MarkupTree.string(pixscout_markup_text(current)))
            case PIXSCOUT_MARKUP_ELEMENT: parts.append(MarkupNodeReference(current, in: document).text)
            default: break
            }
            child = pixscout_markup_next_sibling(current)
        }
        return parts.joined()
    }
}
