import CMarkup
import Foundation

/// libxml2's nodes made into ``MarkupElement`` values, within a budget of nodes and a depth.
enum MarkupTree {
    static func element(_ node: OpaquePointer, depth: Int, budget: inout Int) throws(Markup.Failure)
        -> MarkupElement {
        guard depth > 0 else { throw .tooLarge }
        var attributes: [MarkupAttribute] = []
        var attribute = pixscout_markup_first_attribute(node)
        while let current = attribute {
            budget -= 1
            guard budget >= 0 else { throw .tooLarge }
            let value = pixscout_markup_attribute_value(current)
            defer { pixscout_markup_free_string(value) }
            attributes.append(MarkupAttribute(namespace: optional(pixscout_markup_attribute_namespace(current)),
                name: string(pixscout_markup_attribute_name(current)), value: value.map(string) ?? ""))
            attribute = pixscout_markup_next_attribute(current)
        }
        var children: [MarkupNode] = []
        var child = pixscout_markup_first_child(node)
        while let current = child {
            budget -= 1
            guard budget >= 0 else { throw .tooLarge }
            switch pixscout_markup_kind(current) {
            case PIXSCOUT_MARKUP_ELEMENT:
                children.append(.element(try element(current, depth: depth - 1, budget: &budget)))
            case PIXSCOUT_MARKUP_TEXT:
                children.append(.text(string(pixscout_markup_text(current))))
            case PIXSCOUT_MARKUP_ENTITY_REFERENCE:
                children.append(.text("&" + string(pixscout_markup_name(current)) + ";"))
            default:
                break
            }
            child = pixscout_markup_next_sibling(current)
        }
        return MarkupElement(namespace: optional(pixscout_markup_namespace(node)),
            name: string(pixscout_markup_name(node)), attributes: attributes, children: children)
    }

    /// libxml2's UTF-8 text as a String (broken sequences replaced).
    static func string(_ pointer: UnsafePointer<CChar>) -> String {
        String(decoding: UnsafeRawBufferPointer(start: pointer, count: strlen(pointer)), as: UTF8.self)
    }

    static func string(_ pointer: UnsafeMutablePointer<CChar>) -> String {
        string(UnsafePointer(pointer))
    }

    private static func optional(_ pointer: UnsafePointer<CChar>?) -> String? {
        pointer.map(string)
    }
}
