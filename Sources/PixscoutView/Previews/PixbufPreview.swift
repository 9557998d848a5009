import GtkKit
import PixscoutViewModel

/// A ``PreviewImage`` backed by a GdkPixbuf.
final class PixbufPreview: PreviewImage {
    let pixbuf: Pixbuf

    init(_ pixbuf: Pixbuf) {
        self.pixbuf = pixbuf
    }

    var width: Int { pixbuf.width }
    var height: Int { pixbuf.height }
}
