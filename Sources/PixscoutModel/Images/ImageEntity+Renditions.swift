/// Which picture of an image suits the box it is shown in.
extension ImageEntity {
    /// A thumbnail that covers a box `width` x `height` pixels (a row's or a grid tile's, at the
    /// screen's density): the row's thumbnail where it is large enough, else the library's
    /// next size up, so that nothing is drawn enlarged.
    public func previewURL(fittingWidth width: Int, height: Int) -> String? {
        guard let previewURL else { return nil }
        let needed = neededWidth(width: width, height: height)
        switch provider {
        case .commons:
            guard needed > CommonsRequest.rowThumbnailWidth else { return previewURL }
            return CommonsThumbnails.rowRendition(previewURL, wanted: needed, originalWidth: pageImageWidth)
        case .pixabay, .sample:
            // Pixabay's previews are 150 px at most; its web format (640 px) is the next size up.
            return needed > Self.smallPreviewSide || height > Self.smallPreviewSide ? imageURL ?? previewURL : previewURL
        case .openverse:
            // Openverse's thumbnails are about 600 px wide already.
            return previewURL
        }
    }

    /// Pixabay's and the sample catalog's previews are this long on their longer side.
    static let smallPreviewSide = 150

    /// How wide the picture is drawn in such a box, from the image's own shape.
    private func neededWidth(width: Int, height: Int) -> Int {
        guard let imageWidth = pageImageWidth, let imageHeight = pageImageHeight, imageWidth > 0, imageHeight > 0 else {
            return width
        }
        let fitted = Double(height) * Double(imageWidth) / Double(imageHeight)
        return min(width, Int(fitted.rounded(.up)))
    }
}
