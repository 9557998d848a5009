/// What a picture is called and what a screen reader says of it, from its image (or the credit
/// its XMP carries): written where the document gives the picture neither.
struct PictureDescription: Sendable, Equatable {
    let title: String?
    let altText: String?

    init?(_ picture: CheckedPicture) {
        guard let origin = picture.origin else { return nil }
        title = origin.image?.title ?? origin.embedded?.title
        altText = origin.image?.altText ?? origin.embedded?.altText ?? title
        guard title != nil || altText != nil else { return nil }
    }

    /// Each described picture by its part.
    static func byPart(_ report: OriginReport) -> [String: PictureDescription] {
        var found: [String: PictureDescription] = [:]
        for picture in report.pictures {
            guard let part = picture.part, let description = PictureDescription(picture) else { continue }
            found[part] = found[part] ?? description
        }
        return found
    }
}
