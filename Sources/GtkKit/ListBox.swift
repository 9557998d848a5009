import CGtk

/// A GtkListBox that selects on single click and activates on double click or Enter.
@MainActor
public final class ListBox: Container {
    private var rows: [ListBoxRow] = []

    public init() {
        super.init(sinking: UnsafeMutableRawPointer(gtk_list_box_new()))
        gtk_list_box_set_activate_on_single_click(listBoxPointer, 0)
        gtk_list_box_set_selection_mode(listBoxPointer, GTK_SELECTION_BROWSE)
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

    public func removeAll() {
        for row in rows {
            gtk_container_remove(containerPointer, row.widgetPointer)
        }
        rows.removeAll()
    }

    public func removeLast() {
        guard let row = rows.popLast() else { return }
        gtk_container_remove(containerPointer, row.widgetPointer)
    }

    public var selectedIndex: Int? {
        guard let row = gtk_list_box_get_selected_row(listBoxPointer) else { return nil }
        let index = gtk_list_box_row_get_index(row)
        return index >= 0 ? Int(index) : nil
    }

    /// Selects a row and gives it the keyboard focus, as moving there with the keys would.
    public func selectRow(at index: Int, focus: Bool = true) {
        guard let row = row(at: index) else { return }
        gtk_list_box_select_row(listBoxPointer, row.pointer(as: GtkListBoxRow.self))
        if focus { row.grabFocus() }
    }

    /// The index of the row at `y` in the list's own coordinates.
    public func rowIndex(atY y: Int) -> Int? {
        guard let row = gtk_list_box_get_row_at_y(listBoxPointer, gint(y)) else { return nil }
        let index = gtk_list_box_row_get_index(row)
        return index >= 0 ? Int(index) : nil
    }

    /// Makes keyboard focus moves scroll the focused row into view.
    public func scrollFocusWith(_ adjustment: Adjustment) {
        gtk_container_set_focus_vadjustment(containerPointer, adjustment.pointer(as: GtkAdjustment.self))
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
