import CGtk

/// Two children side by side with a handle between them that a person drags to share the
/// width: the first takes what the window gains, the second keeps its width.
@MainActor
public final class Paned: Container {
    public init() {
        super.init(UnsafeMutableRawPointer(gtk_paned_new(GTK_ORIENTATION_HORIZONTAL)), ownership: .sinkFloating)
    }

    private var panedPointer: UnsafeMutablePointer<GtkPaned> {
        pointer(as: GtkPaned.self)
    }

    /// The side that grows and shrinks with the window.
    public func setStart(_ child: Widget) {
        retain(child)
        gtk_paned_pack1(panedPointer, child.widgetPointer, 1, 0)
    }

    /// The side that keeps its width, never narrower than it asks.
    public func setEnd(_ child: Widget) {
        retain(child)
        gtk_paned_pack2(panedPointer, child.widgetPointer, 0, 0)
    }

    /// Where the handle is, from the start, in points.
    public var position: Int {
        get { Int(gtk_paned_get_position(panedPointer)) }
        set { gtk_paned_set_position(panedPointer, gint(newValue)) }
    }
}
