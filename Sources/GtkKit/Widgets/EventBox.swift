import CGtk

/// Gives a window to a child that has none (an image), so that it receives clicks and drags,
/// and can take the keyboard focus.
@MainActor
public final class EventBox: Container {
    public init(focusable: Bool = false) {
        super.init(UnsafeMutableRawPointer(gtk_event_box_new()), ownership: .sinkFloating)
        gtk_widget_set_can_focus(widgetPointer, focusable ? 1 : 0)
    }
}
