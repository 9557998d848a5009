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
}
