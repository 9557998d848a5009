import Foundation
import PixscoutLocalization
import PixscoutModel

/// How an image's facts read on screen, the same in its row, the detail pane and the quick look.
extension ImageEntity {
    // Every result shown fills in these: read once, they are filled in by a join (MessageTemplate).
    private static let sizeTemplate = MessageTemplate(tr("%ld × %ld"))
    private static let authorTemplate = MessageTemplate(tr("by %@"))
    private static let photoBylineTemplate = MessageTemplate(tr("Photo by %1$@ on %2$@"))
    private static let alsoOnTemplate = MessageTemplate(tr("%1$@, also on %2$@"))

    /// The tags, "a, b c, d"; empty when there are none.
    var tagText: String {
        tags.joined(separator: ", ")
    }

    /// The title, else the tags, else a name for an image with neither.
    var titleText: String {
        title ?? (tags.isEmpty ? tr("Untitled image") : tagText)
    }

    /// The original's size, "4000 × 2667"; nil when the site does not say.
    var sizeText: String? {
        guard let width = pageImageWidth, let height = pageImageHeight else { return nil }
        return Self.sizeTemplate.filled(String(width), String(height))
    }

    /// "by Rosa", or "Photo by Rosa on Unsplash" as the photo sites ask; nil when the
    /// site does not say.
    var authorText: String? {
        guard let creator else { return nil }
        guard site.asksForPhotoByline else { return Self.authorTemplate.filled(creator.name) }
        return Self.photoBylineTemplate.filled(creator.name, site.name)
    }

    /// "by Rosa · CC BY-SA 4.0", with whichever of the two is known.
    var creditText: String? {
        let parts = [authorText, license?.name].compactMap { $0 }
        return parts.isEmpty ? nil : parts.joined(separator: " · ")
    }

    /// What the licence lets a person do, in words: "No credit needed", "Credit required",
    /// "Not for commercial use", "No changes allowed"; nil when the licence is not known. What a
    /// recheck found changed at its site comes first: "Removed from Wikimedia Commons on 4 Dec 2026".
    var licenseTermsText: String? {
        if let siteChange { return siteChange.sentence }
        guard let license else { return nil }
        guard license.needsCredit else { return tr("No credit needed") }
        let limits = [
            license.allowsCommercialUse ? nil : tr("Not for commercial use"),
                license.allowsChanges ? nil : tr("No changes allowed"),
        ].compactMap { $0 }
        return limits.isEmpty ? tr("Credit required") : limits.joined(separator: ", ")
    }

    /// What a site's own licence (Pixabay's, Unsplash's, Pexels') forbids, in one line.
    var licenseLimitsText: String? {
        guard license?.forbidsResale == true else { return nil }
        return tr("No resale as is, no rival collection")
    }

    /// "Openverse, also on Wikimedia Commons": where a result came from when several sites are shown.
    var siteText: String {
        guard !alsoOn.isEmpty else { return site.name }
        return Self.alsoOnTemplate.filled(site.name, alsoOn.map(\.name).joined(separator: ", "))
    }

    /// "From Flickr via Openverse", "From Wikimedia Commons", with "also on Pixabay" when
    /// another site has it too.
    var sourceText: String {
        guard site != .sample else { return tr("From Pixscout's sample catalog") }
        let from = if let sourceName, sourceName != site.name {
            String(format: tr("From %@ via %@"), sourceName, site.name)
        } else {
            String(format: tr("From %@"), site.name)
        }
        guard !alsoOn.isEmpty else { return from }
        return String(format: tr("%1$@; also on %2$@"), from, alsoOn.map(\.name).joined(separator: ", "))
    }
}
