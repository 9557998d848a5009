import CGtk

@MainActor
public final class ScrolledWindow: Container {
    public init() {
        super.init(UnsafeMutableRawPointer(gtk_scrolled_window_new(nil, nil)), ownership: .sinkFloating)
        gtk_scrolled_window_set_policy(pointer(as: GtkScrolledWindow.self), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
    }

    /// The content's width no longer sets the scrolled window's least width: content laid out
    /// for the width it is given (a grid's lines) does not stop the window from narrowing.
    public func ignoresContentWidth() {
        gtk_scrolled_window_set_policy(pointer(as: GtkScrolledWindow.self), GTK_POLICY_EXTERNAL, GTK_POLICY_AUTOMATIC)
    }

    /// As tall as its content, up to `height` pixels; past that it scrolls.
    public func growsWithContent(upTo height: Int) {
        let scrolled = pointer(as: GtkScrolledWindow.self)
        gtk_scrolled_window_set_propagate_natural_height(scrolled, 1)
        gtk_scrolled_window_set_max_content_height(scrolled, Int32(height))
    }

    /// At least as tall as its content laid out `width` pixels wide, up to `height` pixels: a
    /// window already shown grows for a larger least size, never for a larger natural one.
    /// Call it once the content is shown, as hidden widgets take no room.
    public func showsContentWhole(width: Int, upTo height: Int) {
        let scrolled = pointer(as: GtkScrolledWindow.self)
        guard let content = gtk_bin_get_child(pointer(as: GtkBin.self)) else { return }
        var natural: gint = 0
        gtk_widget_get_preferred_height_for_width(content, gint(width), nil, &natural)
        gtk_scrolled_window_set_min_content_height(scrolled, min(natural, gint(height)))
    }

    /// Keeps the viewport GTK wrapped the child in from scrolling to whatever gets the focus.
    public func stopsScrollingToFocus() {
        guard let viewport = gtk_bin_get_child(pointer(as: GtkBin.self)) else { return }
        let container = UnsafeMutablePointer<GtkContainer>(OpaquePointer(viewport))
        gtk_container_set_focus_vadjustment(container, nil)
        gtk_container_set_focus_hadjustment(container, nil)
    }

    /// The width the content is shown in: the scrolled window's, less a scrollbar that does
    /// not lie over the content.
    public var contentWidth: Int {
        guard let child = gtk_bin_get_child(pointer(as: GtkBin.self)) else { return allocation.width }
        var area = GtkAllocation()
        gtk_widget_get_allocation(child, &area)
        return Int(area.width)
    }

    /// The vertical scroll position and the visible height, in pixels.
    public private(set) lazy var verticalAdjustment = Adjustment(
        gtk_scrolled_window_get_vadjustment(pointer(as: GtkScrolledWindow.self)))
}
