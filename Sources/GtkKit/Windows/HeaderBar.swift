import CGtk

@MainActor
public final class HeaderBar: Container {
    public init(title: String) {
        super.init(UnsafeMutableRawPointer(gtk_header_bar_new()), ownership: .sinkFloating)
        gtk_header_bar_set_title(headerBarPointer, title)
        gtk_header_bar_set_show_close_button(headerBarPointer, 1)
    }

    private var headerBarPointer: UnsafeMutablePointer<GtkHeaderBar> {
        pointer(as: GtkHeaderBar.self)
    }

    public func setCustomTitle(_ widget: Widget) {
        retain(widget)
        gtk_header_bar_set_custom_title(headerBarPointer, widget.widgetPointer)
    }

    public func packStart(_ child: Widget) {
        retain(child)
        gtk_header_bar_pack_start(headerBarPointer, child.widgetPointer)
    }

    public func packEnd(_ child: Widget) {
        retain(child)
        gtk_header_bar_pack_end(headerBarPointer, child.widgetPointer)
    }
}
