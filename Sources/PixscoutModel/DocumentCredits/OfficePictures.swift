import MarkupKit

/// Office Open XML's pictures: each drawing's non-visual properties (`docPr` in Word, `cNvPr`
/// in PowerPoint) hold its `title` and description (`descr`), and its `a:blip` names its picture
/// by a relationship.
enum OfficePictures {
    /// Gives every picture whose part has a description a `title` and `descr` where it has none;
    /// whether any was written.
    @discardableResult
    static func describe(in root: MarkupNodeReference, container: (MarkupNodeReference) -> Bool,
        properties: (MarkupNodeReference) -> Bool, relationships: OfficeRelationships,
        descriptions: [String: PictureDescription]) -> Bool {
        var changed = false
        for drawing in root.descendants(where: container) {
            let blips = drawing.descendants { $0.isElement("blip", namespace: OfficeNamespace.drawing) }
            guard let id = blips.first?.attribute("embed", namespace: OfficeNamespace.relationships),
                let part = relationships.targets[id]?.part, let description = descriptions[part],
                let own = drawing.descendants(where: properties).first else { continue }
            for (name, value) in [("title", description.title), ("descr", description.altText)] {
                guard let value, (own.attribute(name) ?? "").isEmpty else { continue }
                try? own.setAttribute(name, value)
                changed = true
            }
        }
        return changed
    }
}
