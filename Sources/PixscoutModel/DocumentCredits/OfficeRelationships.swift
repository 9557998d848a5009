import Foundation
import MarkupKit

/// A part's relationships (`_rels/NAME.rels`): each `Id` and the part it leads to, resolved
/// against the part's folder ("../media/image1.png" from "ppt/slides/" is "ppt/media/image1.png").
struct OfficeRelationships {
    /// Where the relationships of `part` are kept.
    static func partName(for part: String) -> String {
        let url = URL(fileURLWithPath: "/" + part)
        return String(url.deletingLastPathComponent().appendingPathComponent("_rels")
            .appendingPathComponent(url.lastPathComponent + ".rels").path.dropFirst())
    }

    /// Each relationship's part by its `Id`, and its type.
    let targets: [String: (part: String, type: String)]

    init(_ bytes: Data?, of part: String) {
        guard let bytes, let root = try? Markup.xml(bytes) else {
            targets = [:]
            return
        }
        let folder = URL(fileURLWithPath: "/" + part).deletingLastPathComponent()
        var targets: [String: (part: String, type: String)] = [:]
        for relationship in root.elements where relationship.name == "Relationship" {
            guard let id = relationship.attribute("Id"), let target = relationship.attribute("Target"),
                relationship.attribute("TargetMode") != "External" else { continue }
            let resolved = target.hasPrefix("/") ? URL(fileURLWithPath: target)
                : folder.appendingPathComponent(target).standardizedFileURL
            targets[id] = (String(resolved.path.dropFirst()), relationship.attribute("Type") ?? "")
        }
        self.targets = targets
    }
}
