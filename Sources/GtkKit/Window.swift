import CGtk

@MainActor
public final class Window: Container {
    public init(title: String) {
        super.init(UnsafeMutableRawPointer(gtk_window_new(GTK_WINDOW_TOPLEVEL)), ownership: .sinkFloating)
        self.title = title
    }

    private var windowPointer: UnsafeMutablePointer<GtkWindow> {
        pointer(as: GtkWindow.self)
    }

    public var title: String {
        get { gtk_window_get_title(windowPointer).map { String(cString: $0) } ?? "" }
        set { gtk_window_set_title(windowPointer, newValue) }
    }

    public func setDefaultSize(width: Int, height: Int) {
        gtk_window_set_default_size(windowPointer, gint(width), gint(height))
    }

    public func setTitlebar(_ titlebar: Widget) {
        retain(titlebar)
        gtk_window_set_titlebar(windowPointer, titlebar.widgetPointer)
    }

    public func present() {
        gtk_window_present(windowPointer)
    }

    /// Destroys the window and every widget inside it; GLib then drops their signal handlers.
    public func destroy() {
        gtk_widget_destroy(widgetPointer)
    }

    public func onDestroy(_ handler: @escaping @MainActor () -> Void) {
        connect("destroy", handler)
    }
}
