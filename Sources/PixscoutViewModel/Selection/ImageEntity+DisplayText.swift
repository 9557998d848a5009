import Foundation
import PixscoutLocalization
import PixscoutModel

/// How an image's facts read on screen, the same in its row, the detail pane and the quick look.
extension ImageEntity {
    /// The tags, "a, b c, d"; empty when there are none.
    var tagText: String {
        tags.joined(separator: ", ")
    }

    /// The title, else the tags, else a name for an image with neither.
    var titleText: String {
        title ?? (tags.isEmpty ? tr("Untitled image") : tagText)
    }

    /// The original's size, "4000 × 2667"; nil when the provider does not say.
    var sizeText: String? {
        guard let width = pageImageWidth, let height = pageImageHeight else { return nil }
        return String(format: tr("%ld × %ld"), width, height)
    }

    /// "by Rosa · CC BY-SA 4.0", with whichever of the two is known.
    var creditText: String? {
        let author = creator.map { String(format: tr("by %@"), $0.name) }
        let parts = [author, license?.name].compactMap { $0 }
        return parts.isEmpty ? nil : parts.joined(separator: " · ")
    }

    /// One sentence for screen readers: title, size and credit.
    var accessibleDescription: String {
        [titleText, sizeText, creditText].compactMap { $0 }.joined(separator: ", ")
    }

    /// "From Flickr via Openverse", "From Wikimedia Commons".
    var sourceText: String {
        guard provider != .sample else { return tr("From Pixscout's sample catalog") }
        guard let sourceName, sourceName != provider.name else { return String(format: tr("From %@"), provider.name) }
        return String(format: tr("From %@ via %@"), sourceName, provider.name)
    }
}
