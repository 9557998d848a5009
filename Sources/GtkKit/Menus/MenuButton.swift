import CGtk

/// A header-bar button that opens a popover: custom content built the first time it opens
/// (so that a window starts without building what nobody has asked for yet), or a menu.
@MainActor
public final class MenuButton: Widget {
    private var content: Widget?
    private let makeContent: (@MainActor () -> Widget)?
    private let popover: UnsafeMutablePointer<GtkWidget>?

    public init(iconName: String, accessibleName: String, makeContent: @escaping @MainActor () -> Widget) {
        self.makeContent = makeContent
        let button = gtk_menu_button_new()!
        popover = gtk_popover_new(button)
        super.init(UnsafeMutableRawPointer(button), ownership: .sinkFloating)
        let image = gtk_image_new_from_icon_name(iconName, GTK_ICON_SIZE_BUTTON)
        gtk_button_set_image(pointer(as: GtkButton.self), image)
        gtk_menu_button_set_popover(pointer(as: GtkMenuButton.self), popover)
        self.accessibleName = accessibleName
        tooltip = accessibleName
        connect("toggled") { [weak self] in self?.buildContentIfNeeded() }
    }

    /// A button that opens `menu` (the primary menu of a header bar).
    public init(iconName: String, accessibleName: String, menu: MenuModel) {
        makeContent = nil
        popover = nil
        super.init(UnsafeMutableRawPointer(gtk_menu_button_new()!), ownership: .sinkFloating)
        gtk_button_set_image(pointer(as: GtkButton.self), gtk_image_new_from_icon_name(iconName, GTK_ICON_SIZE_BUTTON))
        // The button keeps its own reference to the model.
        gtk_menu_button_set_menu_model(
            pointer(as: GtkMenuButton.self), UnsafeMutablePointer<GMenuModel>(OpaquePointer(menu.objectPointer)))
        self.accessibleName = accessibleName
        tooltip = accessibleName
    }

    private func buildContentIfNeeded() {
        guard content == nil, let makeContent, let popover else { return }
        let content = makeContent()
        self.content = content
        gtk_container_add(UnsafeMutablePointer<GtkContainer>(OpaquePointer(popover)), content.widgetPointer)
        content.showAll()
    }
}
