/// A JSON array whose unreadable elements are left out rather than failing the whole answer:
/// one hostile or broken result costs that result, not the page.
struct LossyList<Element: Decodable>: Decodable {
    let elements: [Element]
    /// How many elements could not be read.
    let dropped: Int

    /// Decodes from any value, reading nothing: how the container moves past a bad element.
    private struct Skipped: Decodable {
        init(from decoder: any Decoder) {}
    }

    init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        var elements: [Element] = []
        var dropped = 0
        while !container.isAtEnd {
            if let element = try? container.decode(Element.self) {
                elements.append(element)
            } else {
                guard (try? container.decode(Skipped.self)) != nil else { break }
                dropped += 1
            }
        }
        self.elements = elements
        self.dropped = dropped
    }
}
