import CGtk

@MainActor
public final class ListBoxRow: Container {
    public init() {
        super.init(UnsafeMutableRawPointer(gtk_list_box_row_new()), ownership: .sinkFloating)
    }

    /// The row's position in its list, or nil when it is in none.
    public var index: Int? {
        let index = gtk_list_box_row_get_index(pointer(as: GtkListBoxRow.self))
        return index >= 0 ? Int(index) : nil
    }

    public var isSelected: Bool {
        gtk_list_box_row_is_selected(pointer(as: GtkListBoxRow.self)) != 0
    }

    public var isActivatable: Bool {
        get { gtk_list_box_row_get_activatable(pointer(as: GtkListBoxRow.self)) != 0 }
        set { gtk_list_box_row_set_activatable(pointer(as: GtkListBoxRow.self), newValue ? 1 : 0) }
    }

    public var isSelectable: Bool {
        get { gtk_list_box_row_get_selectable(pointer(as: GtkListBoxRow.self)) != 0 }
        set { gtk_list_box_row_set_selectable(pointer(as: GtkListBoxRow.self), newValue ? 1 : 0) }
    }
}
