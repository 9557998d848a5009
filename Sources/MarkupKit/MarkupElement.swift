/// An element of a document read by ``Markup``: its namespace's URI (never its prefix), its local
/// name, its attributes and what it holds, as plain values that outlive the parser.
public struct MarkupElement: Sendable, Equatable {
    public let namespace: String?
    public let name: String
    public let attributes: [MarkupAttribute]
    public let children: [MarkupNode]

    public init(namespace: String?, name: String, attributes: [MarkupAttribute] = [], children: [MarkupNode] = []) {
        self.namespace = namespace
        self.name = name
        self.attributes = attributes
        self.children = children
    }

    /// The value of the attribute `name` in `namespace` (nil: no namespace).
    public func attribute(_ name: String, namespace: String? = nil) -> String? {
        attributes.first { $0.name == name && $0.namespace == namespace }?.value
    }

    /// The elements it holds directly.
    public var elements: [MarkupElement] {
        children.compactMap { child in
            if case .element(let element) = child { return element }
            return nil
        }
    }

    /// Its text and its elements' text, in order.
    public var text: String {
        children.map { child in
            switch child {
            case .text(let text): text
            case .element(let element): element.text
            }
        }.joined()
    }

    /// Whether it holds nothing but whitespace besides its elements.
    public var holdsOnlyElements: Bool {
        children.allSatisfy { child in
            if case .text(let text) = child { return text.allSatisfy(\.isWhitespace) }
            return true
        }
    }

    /// Every element in it, at any depth, in document order, itself first.
    public func descendants(where matches: (MarkupElement) -> Bool) -> [MarkupElement] {
        var found: [MarkupElement] = []
        var stack: [MarkupElement] = [self]
        while let element = stack.popLast() {
            if matches(element) { found.append(element) }
            stack.append(contentsOf: element.elements.reversed())
        }
        return found
    }
}
