import CGtk

/// Shows widgets over a main child, each placed by its own alignment (a notice at the bottom).
@MainActor
public final class Overlay: Container {
    public init(main: Widget) {
        super.init(UnsafeMutableRawPointer(gtk_overlay_new()), ownership: .sinkFloating)
        add(main)
    }

    /// Adds `child` over the main one; only the child's own area takes the pointer.
    public func addOverlay(_ child: Widget) {
        retain(child)
        gtk_overlay_add_overlay(pointer(as: GtkOverlay.self), child.widgetPointer)
    }
}
