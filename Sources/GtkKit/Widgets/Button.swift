import CGtk

@MainActor
public final class Button: Widget {
    /// With `mnemonic`, an underscore marks the Alt+letter shortcut ("_Retry"); without, the
    /// label is shown as it is (for names and other text from elsewhere).
    public init(label: String, mnemonic: Bool = true) {
        let button = mnemonic ? gtk_button_new_with_mnemonic(label) : gtk_button_new_with_label(label)
        super.init(UnsafeMutableRawPointer(button!), ownership: .sinkFloating)
    }

    public init(iconName: String, accessibleName: String) {
        super.init(UnsafeMutableRawPointer(gtk_button_new_from_icon_name(iconName, GTK_ICON_SIZE_BUTTON)),
            ownership: .sinkFloating)
        self.accessibleName = accessibleName
        tooltip = accessibleName
    }

    /// The icon of a button made with one.
    public func setIcon(_ iconName: String) {
        gtk_button_set_image(pointer(as: GtkButton.self), gtk_image_new_from_icon_name(iconName, GTK_ICON_SIZE_BUTTON))
    }

    public var label: String {
        get { gtk_button_get_label(pointer(as: GtkButton.self)).map { String(cString: $0) } ?? "" }
        set { gtk_button_set_label(pointer(as: GtkButton.self), newValue) }
    }

    public func onClicked(_ handler: @escaping @MainActor () -> Void) {
        connect("clicked", handler)
    }

    /// Emits "clicked" as a user's click would.
    public func click() {
        gtk_button_clicked(pointer(as: GtkButton.self))
    }
}
