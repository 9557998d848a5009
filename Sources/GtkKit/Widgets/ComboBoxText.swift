import CGtk

/// A drop-down of text choices, each with an id.
@MainActor
public final class ComboBoxText: Widget {
    public init(choices: [(id: String, label: String)]) {
        super.init(UnsafeMutableRawPointer(gtk_combo_box_text_new()), ownership: .sinkFloating)
        for choice in choices {
            gtk_combo_box_text_append(pointer(as: GtkComboBoxText.self), choice.id, choice.label)
        }
    }

    public var activeID: String? {
        get { gtk_combo_box_get_active_id(pointer(as: GtkComboBox.self)).map { String(cString: $0) } }
        set { gtk_combo_box_set_active_id(pointer(as: GtkComboBox.self), newValue) }
    }

    public func onChanged(_ handler: @escaping @MainActor () -> Void) {
        connect("changed", handler)
    }
}
