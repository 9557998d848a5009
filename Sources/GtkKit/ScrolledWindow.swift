import CGtk

@MainActor
public final class ScrolledWindow: Container {
    public init() {
        super.init(UnsafeMutableRawPointer(gtk_scrolled_window_new(nil, nil)), ownership: .sinkFloating)
        gtk_scrolled_window_set_policy(pointer(as: GtkScrolledWindow.self), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
    }

    /// The vertical scroll position and the visible height, in pixels.
    public private(set) lazy var verticalAdjustment = Adjustment(
        gtk_scrolled_window_get_vadjustment(pointer(as: GtkScrolledWindow.self)))
}
