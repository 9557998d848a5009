import CGtk

@MainActor
public final class CheckButton: Widget {
    public init(label: String) {
        super.init(UnsafeMutableRawPointer(gtk_check_button_new_with_mnemonic(label)), ownership: .sinkFloating)
    }

    public var isActive: Bool {
        get { gtk_toggle_button_get_active(pointer(as: GtkToggleButton.self)) != 0 }
        set { gtk_toggle_button_set_active(pointer(as: GtkToggleButton.self), newValue ? 1 : 0) }
    }

    public func onToggled(_ handler: @escaping @MainActor () -> Void) {
        connect("toggled", handler)
    }
}
