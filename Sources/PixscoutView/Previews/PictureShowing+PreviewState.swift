import GtkKit
import PixscoutViewModel

extension PictureShowing {
    /// Shows a preview's state: a placeholder icon, a broken-image icon, or the image itself.
    func show(_ state: PreviewState, iconSize: Int) {
        switch state {
        case .placeholder:
            setIcon("image-x-generic-symbolic", pixelSize: iconSize)
        case .broken:
            setIcon("image-missing", pixelSize: iconSize)
        case .image(let image):
            if let preview = image as? PixbufPreview { setPixbuf(preview.pixbuf) }
        }
    }
}
