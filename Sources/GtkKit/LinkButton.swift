import CGtk

/// A link that GTK opens in the desktop's browser when clicked.
@MainActor
public final class LinkButton: Widget {
    public init(uri: String, label: String) {
        super.init(sinking: UnsafeMutableRawPointer(gtk_link_button_new_with_label(uri, label)))
    }
}
