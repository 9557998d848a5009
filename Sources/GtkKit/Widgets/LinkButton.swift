import CGtk

/// A link that GTK opens in the desktop's browser when clicked.
@MainActor
public final class LinkButton: Widget {
    public init(uri: String, label: String) {
        super.init(UnsafeMutableRawPointer(gtk_link_button_new_with_label(uri, label)), ownership: .sinkFloating)
    }

    public var uri: String {
        get { String(cString: gtk_link_button_get_uri(pointer(as: GtkLinkButton.self))) }
        set { gtk_link_button_set_uri(pointer(as: GtkLinkButton.self), newValue) }
    }

    public var label: String {
        get { gtk_button_get_label(pointer(as: GtkButton.self)).map { String(cString: $0) } ?? "" }
        set { gtk_button_set_label(pointer(as: GtkButton.self), newValue) }
    }
}
