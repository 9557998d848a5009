import Foundation
import PixscoutLocalization

/// The credit an image asks for, in Creative Commons' recommended form: its title linked to
/// where it was found, its author linked to their page, the site, and its licence linked
/// to the deed. Whether a credit is needed at all is said plainly, and an image Pixscout fitted
/// says that it was changed, as the licences ask; other changes are for the person to add.
public struct ImageCredit: Sendable, Equatable {
    public let image: ImageEntity
    /// Whether Pixscout cropped and resized the image that is used.
    public let isChanged: Bool

    public init(_ image: ImageEntity, isChanged: Bool = false) {
        self.image = image
        self.isChanged = isChanged
    }

    /// Whether a credit must go with the image: nil when its licence is unknown.
    public var isRequired: Bool? {
        image.license?.needsCredit
    }

    /// For rich-text targets: the picture at `file` with the credit as its caption.
    public func htmlFigure(showing file: URL) -> String {
        let format = CreditFormat.html
        let alt = format.escaped(image.title ?? image.tags.joined(separator: ", "))
        return "<figure><img src=\"\(format.escaped(file.absoluteString))\" alt=\"\(alt)\">"
            + "<figcaption>\(sentence(in: format))</figcaption></figure>"
    }

    /// The credit in `format`: one sentence, and one more when the image was fitted.
    public func sentence(in format: CreditFormat) -> String {
        let credit = unchangedSentence(in: format)
        guard isChanged else { return credit }
        return credit + " " + String(format: tr("It was cropped and resized from %@."),
            format.link(tr("the original"), to: image.pageURL))
    }

    private func unchangedSentence(in format: CreditFormat) -> String {
        // The form their guidelines give: the photographer and the site linked.
        if image.site.asksForPhotoByline, let home = image.site.homePage, let license = image.license {
            let site = format.link(image.site.name, to: home)
            let terms = format.link(license.name, to: license.deedURL)
            let credit = image.creator.map { String(format: tr("Photo by %1$@ on %2$@"),
                format.link($0.name, to: $0.profileURL), site) }
                ?? String(format: tr("Photo on %@"), site)
            return String(format: tr("%1$@, free to use under %2$@: no credit is needed."), credit, terms)
        }
        let title = image.title.map { String(format: tr("“%@”"), $0) } ?? tr("Image")
        let subject = format.link(title, to: image.pageURL)
        let byline = image.creator.map { String(format: tr("%1$@ by %2$@"), subject,
            format.link($0.name, to: $0.profileURL)) } ?? subject
        let site = image.site == .sample ? tr("Pixscout's sample catalog") : image.site.name
        // The catalog's images name Pixscout as their source: it made them.
        let source = image.sourceName.flatMap { $0 == site || $0.isEmpty || image.site == .sample ? nil : $0 }
            .map { String(format: tr("%1$@ via %2$@"), format.escaped($0), format.escaped(site)) }
                ?? format.escaped(site)
        guard let license = image.license else {
            return String(format: tr("%1$@, from %2$@. Its licence is not known: check its page before using it."),
                byline, source)
        }
        let terms = format.link(license.name, to: license.deedURL)
        guard license.needsCredit else {
            return String(format: tr("%1$@, from %2$@, is free to use under %3$@: no credit is needed."), byline,
                source, terms)
        }
        return String(format: tr("%1$@, from %2$@, is licensed under %3$@."), byline, source, terms)
    }
}
