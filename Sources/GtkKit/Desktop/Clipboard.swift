import CGtk

/// The desktop's clipboard (`CLIPBOARD`, what Ctrl+V pastes). What is put here is served by
/// this process for as long as it runs, or by the desktop's clipboard manager after that.
@MainActor
public enum Clipboard {
    private static var clipboard: OpaquePointer {
        gtk_clipboard_get(gdk_atom_intern("CLIPBOARD", 0))
    }

    public static func setText(_ text: String) {
        gtk_clipboard_set_text(clipboard, text, -1)
        gtk_clipboard_set_can_store(clipboard, nil, 0)
    }

    /// Offers the image in every format gdk-pixbuf can write (PNG among them).
    public static func setImage(_ pixbuf: Pixbuf) {
        gtk_clipboard_set_image(clipboard, pixbuf.pixbufPointer)
        gtk_clipboard_set_can_store(clipboard, nil, 0)
    }
}
