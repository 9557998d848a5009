import Foundation

/// Commons renders thumbnails at any width, but keeps Wikimedia's standard widths ready;
/// asking for another one makes its servers render it. Pixscout asks for the standard ones.
struct CommonsThumbnails {
    static let standardWidths = [20, 40, 60, 120, 250, 330, 500, 960, 1280, 1920, 3840]
    static let paneWidth = 960
    static let largeWidth = 1920
    /// Types Pixscout shows as they are; others (TIFF, SVG, XCF) are shown through a rendition.
    static let displayableTypes: Set<String> = ["image/jpeg", "image/png", "image/gif", "image/webp"]

    /// The image at `width`: the original when it is no wider and displayable, else the
    /// standard-width rendition, made from the row thumbnail's URL (`/250px-NAME`).
    func url(for info: CommonsImageInfo, width: Int) -> String {
        if let original = info.width, original <= width, Self.displayableTypes.contains(info.mime ?? "") {
            return info.url
        }
        let marker = "/\(CommonsRequest.rowThumbnailWidth)px-"
        guard let thumbnail = info.thumburl, let range = thumbnail.range(of: marker, options: .backwards) else {
            return info.url
        }
        return thumbnail.replacingCharacters(in: range, with: "/\(width)px-")
    }
}
