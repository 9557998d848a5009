import Foundation
import PixscoutModel

/// An image ready to be dropped into another program: its file, and for rich-text targets
/// (an office suite, an HTML editor) the picture with its credit as a caption.
public struct DraggedFile: Sendable, Equatable {
    public let path: String
    /// `<figure>` with the picture and its credit.
    public let html: String
    let image: ImageEntity

    init(path: String, image: ImageEntity) {
        self.path = path
        self.image = image
        html = ImageCredit(image).htmlFigure(showing: URL(fileURLWithPath: path))
    }
}
