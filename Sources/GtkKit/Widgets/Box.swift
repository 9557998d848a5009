import CGtk

@MainActor
public final class Box: Container {
    public enum Orientation: Sendable {
        case horizontal, vertical
    }

    public init(_ orientation: Orientation, spacing: Int = 0) {
        let gtkOrientation = orientation == .horizontal ? GTK_ORIENTATION_HORIZONTAL : GTK_ORIENTATION_VERTICAL
        super.init(UnsafeMutableRawPointer(gtk_box_new(gtkOrientation, gint(spacing))), ownership: .sinkFloating)
    }

    public func packStart(_ child: Widget, expand: Bool = false, fill: Bool = true, padding: Int = 0) {
        retain(child)
        gtk_box_pack_start(pointer(as: GtkBox.self), child.widgetPointer, expand ? 1 : 0, fill ? 1 : 0, guint(padding))
    }

    public func packEnd(_ child: Widget, expand: Bool = false, fill: Bool = true, padding: Int = 0) {
        retain(child)
        gtk_box_pack_end(pointer(as: GtkBox.self), child.widgetPointer, expand ? 1 : 0, fill ? 1 : 0, guint(padding))
    }
}
