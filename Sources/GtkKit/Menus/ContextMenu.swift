import CGtk

/// A menu of actions that pops up where a person right-clicked, or at a widget for the Menu
/// key and Shift+F10.
@MainActor
public final class ContextMenu: Widget {
    public init(model: MenuModel, attachedTo widget: Widget) {
        let menu = gtk_menu_new_from_model(UnsafeMutablePointer<GMenuModel>(OpaquePointer(model.objectPointer)))!
        super.init(UnsafeMutableRawPointer(menu), ownership: .sinkFloating)
        // Attached, the menu finds the window's win. actions through the widget.
        gtk_menu_attach_to_widget(pointer(as: GtkMenu.self), widget.widgetPointer, nil)
    }

    /// Pops up at the pointer of the event that asked for it (a right click).
    public func popUp(at event: UnsafeMutableRawPointer) {
        gtk_menu_popup_at_pointer(pointer(as: GtkMenu.self), UnsafeMutablePointer<GdkEvent>(OpaquePointer(event)))
    }

    /// Pops up below `widget` (the Menu key).
    public func popUp(below widget: Widget) {
        gtk_menu_popup_at_widget(pointer(as: GtkMenu.self), widget.widgetPointer, GDK_GRAVITY_SOUTH_WEST,
            GDK_GRAVITY_NORTH_WEST, nil)
    }
}
