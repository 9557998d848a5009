/// Which picture of an image suits the box it is shown in.
extension ImageEntity {
    /// A thumbnail that covers a box `width` x `height` pixels (a row's or a grid tile's, at the
    /// screen's density): the row's thumbnail where it is large enough, else the site's
    /// next size up, so that nothing is drawn enlarged.
    public func previewURL(fittingWidth width: Int, height: Int) -> String? {
        guard let previewURL else { return nil }
        let drawn = drawnSize(width: width, height: height)
        let needed = drawn.width
        switch site {
        case .commons:
            guard needed > CommonsRequest.rowThumbnailWidth else { return previewURL }
            return CommonsThumbnails.rowRendition(previewURL, wanted: needed, originalWidth: pageImageWidth)
        case .pixabay, .sample:
            // Pixabay's previews are 150 px at most; its web format is the next size up.
            let tall = drawn.height
            guard needed > Self.smallPreviewSide || tall > Self.smallPreviewSide,
                let imageURL else { return previewURL }
            return Self.pixabayWebFormat(imageURL, tall: tall)
        case .unsplash:
            // `small` is 400 px wide; `regular`, 1080.
            return needed > UnsplashPhoto.smallWidth ? imageURL ?? previewURL : previewURL
        case .pexels:
            // `medium` is 350 px high; `large` fits 940 x 650.
            let tall = drawn.height
            guard tall > PexelsPhoto.mediumHeight else { return previewURL }
            return (tall > PexelsPhoto.large.height || needed > PexelsPhoto.large.width ? largeImageURL : imageURL)
                ?? previewURL
        case .openverse, .all:
            // Openverse's thumbnails are about 600 px wide already; no image is from All sites itself.
            return previewURL
        }
    }

    /// Pixabay's and the sample catalog's previews are this long on their longer side.
    static let smallPreviewSide = 150

    /// Pixabay's web format at the height wanted: its address ends in `_640.jpg`, and `_180`
    /// or `_340` in its place asks for a picture 180 or 340 px tall, as Pixabay's API
    /// documents. Other addresses (a local server's) stay as they are.
    static func pixabayWebFormat(_ url: String, tall: Int) -> String {
        guard let range = url.range(of: "_640.", options: .backwards) else { return url }
        let variant = tall <= 180 ? "_180." : tall <= 340 ? "_340." : "_640."
        return url.replacingCharacters(in: range, with: variant)
    }

    /// The size the picture is drawn at in such a box, from the image's own shape (the box
    /// itself while the site has not said the image's size).
    private func drawnSize(width: Int, height: Int) -> (width: Int, height: Int) {
        guard let imageWidth = pageImageWidth, let imageHeight = pageImageHeight, imageWidth > 0, imageHeight > 0 else {
            return (width, height)
        }
        let scale = min(Double(width) / Double(imageWidth), Double(height) / Double(imageHeight))
        return (min(width, Int((Double(imageWidth) * scale).rounded(.up))),
            min(height, Int((Double(imageHeight) * scale).rounded(.up))))
    }
}
