/// Which picture of an image suits the box it is shown in.
extension ImageEntity {
    /// A thumbnail that covers a box `width` x `height` pixels (a row's or a grid tile's, at the
    /// screen's density): the row's thumbnail where it is large enough, else the site's
    /// next size up, so that nothing is drawn enlarged.
    public func previewURL(fittingWidth width: Int, height: Int) -> String? {
        guard let previewURL else { return nil }
        let drawn = drawnSize(width: width, height: height)
        return site.descriptor.rendition(self, drawn.width, drawn.height) ?? previewURL
    }

    /// Pixabay's and the sample catalog's: the preview up to 150 px, else the web format at
    /// the height wanted.
    static func webFormatRendition(_ image: ImageEntity, width: Int, height: Int) -> String? {
        guard width > smallPreviewSide || height > smallPreviewSide, let imageURL = image.imageURL else {
            return image.previewURL
        }
        return pixabayWebFormat(imageURL, tall: height)
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
