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

    /// What a copy of the image is called on disk: "pixabay-123.jpg"; Commons files keep their
    /// own name, "Red_kitten_01.jpg".
    func fileName(provider: ProviderID) -> String {
        let url = URL(string: downloadURL)
        let ownName = url?.lastPathComponent.removingPercentEncoding ?? ""
        if provider == .commons, !ownName.isEmpty, !(url?.pathExtension ?? "").isEmpty {
            return ownName.replacingOccurrences(of: "/", with: "_")
        }
        let fileExtension = url?.pathExtension.lowercased() ?? ""
        let safeID = id.filter { $0.isLetter || $0.isNumber || $0 == "-" }
        let known = ["jpg", "jpeg", "png", "gif", "webp", "svg", "tif", "tiff"].contains(fileExtension)
        return "\(provider.rawValue)-\(safeID).\(known ? fileExtension : "jpg")"
    }
}
