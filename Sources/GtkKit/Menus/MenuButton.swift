import CGtk

/// A header-bar button that opens a popover: custom content or a menu, either made the first
/// time it opens (so that a window starts without building what nobody has asked for yet).
@MainActor
public final class MenuButton: Widget {
    private enum Contents {
        case custom(@MainActor () -> Widget)
        case menu(MenuModel)
    }

    /// What the popover shows, until it is made.
    private var unmade: Contents?
    /// The custom content made, kept with the button.
    private var content: Widget?
    private let popover: UnsafeMutablePointer<GtkWidget>

    public convenience init(iconName: String, accessibleName: String,
                            makeContent: @escaping @MainActor () -> Widget) {
        self.init(iconName: iconName, accessibleName: accessibleName, contents: .custom(makeContent))
    }

    /// A button that opens `menu` (the primary menu of a header bar).
    public convenience init(iconName: String, accessibleName: String, menu: MenuModel) {
        self.init(iconName: iconName, accessibleName: accessibleName, contents: .menu(menu))
    }

    private init(iconName: String, accessibleName: String, contents: Contents) {
        unmade = contents
        let button = gtk_menu_button_new()!
        popover = gtk_popover_new(button)
        super.init(UnsafeMutableRawPointer(button), ownership: .sinkFloating)
        gtk_button_set_image(pointer(as: GtkButton.self), gtk_image_new_from_icon_name(iconName, GTK_ICON_SIZE_BUTTON))
        gtk_menu_button_set_popover(pointer(as: GtkMenuButton.self), popover)
        self.accessibleName = accessibleName
        tooltip = accessibleName
        connect("toggled") { [weak self] in self?.makeContentIfNeeded() }
    }

    private func makeContentIfNeeded() {
        guard let contents = unmade else { return }
        unmade = nil
        switch contents {
        case .custom(let make):
            let content = make()
            self.content = content
            gtk_container_add(UnsafeMutablePointer<GtkContainer>(OpaquePointer(popover)), content.widgetPointer)
            content.showAll()
        case .menu(let menu):
            // The popover keeps its own reference to the model.
            gtk_popover_bind_model(UnsafeMutablePointer<GtkPopover>(OpaquePointer(popover)),
                UnsafeMutablePointer<GMenuModel>(OpaquePointer(menu.objectPointer)), nil)
        }
    }
}
