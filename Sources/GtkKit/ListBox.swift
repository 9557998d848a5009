import CGtk

/// A GtkListBox that selects on single click and activates on double click or Enter. Rows are
/// addressed by their position in the list.
@MainActor
public final class ListBox: Container {
    private var rows: [ListBoxRow] = []

    public init() {
        super.init(UnsafeMutableRawPointer(gtk_list_box_new()), ownership: .sinkFloating)
        gtk_list_box_set_activate_on_single_click(listBoxPointer, 0)
        // Single, not browse: a list whose rows are re-bound must be able to show no selection.
        gtk_list_box_set_selection_mode(listBoxPointer, GTK_SELECTION_SINGLE)
    }

    private var listBoxPointer: UnsafeMutablePointer<GtkListBox> {
        pointer(as: GtkListBox.self)
    }

    public var rowCount: Int {
        rows.count
    }

    public func row(at index: Int) -> ListBoxRow? {
        rows.indices.contains(index) ? rows[index] : nil
    }

    public func append(_ row: ListBoxRow) {
        rows.append(row)
        gtk_list_box_insert(listBoxPointer, row.widgetPointer, -1)
    }

    public var selectedIndex: Int? {
        guard let row = gtk_list_box_get_selected_row(listBoxPointer) else { return nil }
        let index = gtk_list_box_row_get_index(row)
        return index >= 0 ? Int(index) : nil
    }

    /// Selects a row, as a click would (emitting "row-selected").
    public func selectRow(at index: Int) {
        guard let row = row(at: index) else { return }
        gtk_list_box_select_row(listBoxPointer, row.pointer(as: GtkListBoxRow.self))
    }

    public func unselectAll() {
        gtk_list_box_unselect_all(listBoxPointer)
    }

    public func setPlaceholder(_ placeholder: Widget) {
        retain(placeholder)
        placeholder.showAll()
        gtk_list_box_set_placeholder(listBoxPointer, placeholder.widgetPointer)
    }

    public func onRowActivated(_ handler: @escaping @MainActor (Int) -> Void) {
        connectPointer("row-activated") { row in
            guard let row else { return }
            let index = gtk_list_box_row_get_index(UnsafeMutablePointer<GtkListBoxRow>(OpaquePointer(row)))
            if index >= 0 { handler(Int(index)) }
        }
    }

    public func onRowSelected(_ handler: @escaping @MainActor (Int?) -> Void) {
        connectPointer("row-selected") { row in
            guard let row else { return handler(nil) }
            let index = gtk_list_box_row_get_index(UnsafeMutablePointer<GtkListBoxRow>(OpaquePointer(row)))
            handler(index >= 0 ? Int(index) : nil)
        }
    }
}
