import PixscoutModel

/// How an image's facts read on screen, the same in its row and in the detail pane.
extension ImageEntity {
    /// The tags, "a, b c, d"; empty when there are none.
    var tagText: String {
        tags.joined(separator: ", ")
    }

    /// The tags, or a name for an image without any.
    var titleText: String {
        tags.isEmpty ? "Untitled image" : tagText
    }

    /// The original image's size, "1000 x 2000".
    var pageImageSizeText: String {
        "\(pageImageWidth) x \(pageImageHeight)"
    }
}
