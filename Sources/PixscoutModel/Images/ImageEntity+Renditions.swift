/// Which picture of an image suits a screen's density.
extension ImageEntity {
    /// The row's thumbnail for a screen of `pixelsPerPoint` pixels per point: at two, one
    /// at least twice the row's width, so that it is drawn at the screen's own resolution.
    public func previewURL(pixelsPerPoint: Int) -> String? {
        guard pixelsPerPoint > 1, let previewURL else { return previewURL }
        switch provider {
        case .commons:
            return CommonsThumbnails.rowRendition(
                previewURL, wanted: 2 * CommonsRequest.rowThumbnailWidth, originalWidth: pageImageWidth)
        case .pixabay, .sample:
            // Pixabay's previews are 150 px wide; its web format (640 px) is the next size up.
            return imageURL ?? previewURL
        case .openverse:
            // Openverse's thumbnails are about 600 px wide already.
            return previewURL
        }
    }
}
