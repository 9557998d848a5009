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

    /// A credit line to paste under the image: the provider's own when it wrote one, else
    /// title, author, source and licence, with their links.
    func creditLine(providerName: String) -> String {
        if let attribution, !attribution.isEmpty { return attribution }
        let subject = title.map { String(format: tr("“%@”"), $0) } ?? tr("Image")
        let byline = creator.map { String(format: tr("%@ by %@"), subject, $0.name) } ?? subject
        let source = sourceName == nil || sourceName == providerName
            ? providerName : String(format: tr("%@ via %@"), sourceName ?? "", providerName)
        var line = String(format: tr("%@, from %@ (%@)"), byline, source, pageURL)
        if let license {
            line += ", " + (license.url.map { "\(license.name) (\($0))" } ?? license.name)
        }
        return line
    }

    /// What a copy of the image is called on disk, before the bytes say their format:
    /// Commons files keep their own name ("Red_kitten_01"), others are "pixabay-123".
    func fileStem(provider: ProviderID) -> String {
        let ownName = downloadURL.flatMap(URL.init(string:))?.lastPathComponent ?? ""
        if provider == .commons, !ownName.isEmpty {
            return ownName
        }
        return "\(provider.rawValue)-\(id)"
    }

    /// The name a saved copy is offered under: the stem, made safe, with the extension the
    /// library's URL suggests for an image format (the bytes decide once they are here).
    func suggestedFileName(provider: ProviderID) -> String {
        let fileExtension = downloadURL.flatMap(URL.init(string:))?.pathExtension.lowercased() ?? ""
        let format = ImageFormat.allCases.first { $0.knownExtensions.contains(fileExtension) } ?? .jpeg
        return SafeFileName.make(stem: fileStem(provider: provider), format: format)
    }
}
