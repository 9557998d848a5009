import CGtk

/// A drop-down of text choices, each with an id; with `hasEntry`, one can type a new text too.
@MainActor
public final class ComboBoxText: Widget {
    public init(choices: [(id: String, label: String)], hasEntry: Bool = false) {
        super.init(
            UnsafeMutableRawPointer(hasEntry ? gtk_combo_box_text_new_with_entry() : gtk_combo_box_text_new()),
            ownership: .sinkFloating)
        setChoices(choices)
    }

    private var comboPointer: UnsafeMutablePointer<GtkComboBox> {
        pointer(as: GtkComboBox.self)
    }

    /// Replaces the choices.
    public func setChoices(_ choices: [(id: String, label: String)]) {
        gtk_combo_box_text_remove_all(pointer(as: GtkComboBoxText.self))
        for choice in choices {
            gtk_combo_box_text_append(pointer(as: GtkComboBoxText.self), choice.id, choice.label)
        }
    }

    public var activeID: String? {
        get { gtk_combo_box_get_active_id(comboPointer).map { String(cString: $0) } }
        set { gtk_combo_box_set_active_id(comboPointer, newValue) }
    }

    /// The text chosen or typed.
    public var text: String {
        get {
            guard let text = gtk_combo_box_text_get_active_text(pointer(as: GtkComboBoxText.self)) else { return "" }
            defer { g_free(text) }
            return String(cString: text)
        }
        set {
            guard let entry = gtk_bin_get_child(pointer(as: GtkBin.self)) else { return }
            gtk_entry_set_text(UnsafeMutablePointer<GtkEntry>(OpaquePointer(entry)), newValue)
        }
    }

    /// With an entry, Enter in it presses the dialog's default button.
    public func entryActivatesDefault() {
        guard gtk_combo_box_get_has_entry(comboPointer) != 0,
            let entry = gtk_bin_get_child(pointer(as: GtkBin.self)) else { return }
        gtk_entry_set_activates_default(UnsafeMutablePointer<GtkEntry>(OpaquePointer(entry)), 1)
    }

    public func onChanged(_ handler: @escaping @MainActor () -> Void) {
        connect("changed", handler)
    }
}
