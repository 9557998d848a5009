import GtkKit
import PixscoutProbe
import PixscoutViewModel

/// ``ClipboardWriting`` through GTK's clipboard.
@MainActor
public final class GtkClipboard: ClipboardWriting {
    private let probe: (any ViewProbing)?

    public init(probe: (any ViewProbing)?) {
        self.probe = probe
    }

    public func copy(text: String) {
        Clipboard.setText(text)
        probe?.record(.clipboardText(text))
    }

    public func copy(image: any PreviewImage) {
        guard let preview = image as? PixbufPreview else { return }
        Clipboard.setImage(preview.pixbuf)
        probe?.record(.clipboardImage(width: preview.width, height: preview.height))
    }
}
