import Foundation
import PixscoutModel

/// An image ready to be dropped into another program: its file, and for rich-text targets
/// (an office suite, an HTML editor) the picture with its credit as a caption.
public struct DraggedFile: Sendable, Equatable {
    public let path: String
    /// `<figure>` with the picture and its credit.
    public let html: String
    let image: ImageEntity
    /// A fitted picture: its credit says it was cropped and resized.
    let isChanged: Bool

    init(path: String, image: ImageEntity, isChanged: Bool = false) {
        self.path = path
        self.image = image
        self.isChanged = isChanged
        html = ImageCredit(image, isChanged: isChanged).htmlFigure(showing: URL(fileURLWithPath: path))
    }
}
