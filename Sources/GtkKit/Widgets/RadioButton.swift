import CGtk

/// One of a group of choices, shown as a button that stays pressed (a linked row of them
/// reads as one control); its label's underlined letter chooses it with Alt.
@MainActor
public final class RadioButton: Widget {
    public init(label: String, joining group: RadioButton?) {
        let button = gtk_radio_button_new_with_mnemonic_from_widget(
            group?.pointer(as: GtkRadioButton.self), label)
        super.init(UnsafeMutableRawPointer(button!), ownership: .sinkFloating)
        gtk_toggle_button_set_mode(pointer(as: GtkToggleButton.self), 0)
    }

    public var isActive: Bool {
        get { gtk_toggle_button_get_active(pointer(as: GtkToggleButton.self)) != 0 }
        set { gtk_toggle_button_set_active(pointer(as: GtkToggleButton.self), newValue ? 1 : 0) }
    }

    /// Chosen, by a click, its mnemonic or the keyboard; not when another is chosen.
    public func onChosen(_ handler: @escaping @MainActor () -> Void) {
        connect("toggled") { [weak self] in
            if self?.isActive == true { handler() }
        }
    }
}
