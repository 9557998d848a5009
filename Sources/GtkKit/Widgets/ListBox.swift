import CGtk

private final class SortKeyBox {
    let key: @MainActor (UnsafeMutableRawPointer) -> Int

    init(_ key: @escaping @MainActor (UnsafeMutableRawPointer) -> Int) {
        self.key = key
    }
}

/// A GtkListBox that selects on single click and activates on double click or Enter. Rows are
/// handed out as the wrappers that were appended; their order on screen can follow a sort key.
@MainActor
public final class ListBox: Container {
    private var rows: [UnsafeMutableRawPointer: ListBoxRow] = [:]

    public init() {
        super.init(UnsafeMutableRawPointer(gtk_list_box_new()), ownership: .sinkFloating)
        gtk_list_box_set_activate_on_single_click(listBoxPointer, 0)
        // GTK_SELECTION_SINGLE, not GTK_SELECTION_BROWSE: a list whose rows are re-bound must be
        // able to show no selection.
        gtk_list_box_set_selection_mode(listBoxPointer, GTK_SELECTION_SINGLE)
    }

    private var listBoxPointer: UnsafeMutablePointer<GtkListBox> {
        pointer(as: GtkListBox.self)
    }

    public var rowCount: Int {
        rows.count
    }

    /// The row shown at `position`, counting from the top.
    public func row(at position: Int) -> ListBoxRow? {
        gtk_list_box_get_row_at_index(listBoxPointer, gint(position)).flatMap(wrapper)
    }

    /// The row at `y` in the list's own coordinates.
    public func rowAtY(_ y: Int) -> ListBoxRow? {
        gtk_list_box_get_row_at_y(listBoxPointer, gint(y)).flatMap(wrapper)
    }

    public func append(_ row: ListBoxRow) {
        rows[row.objectPointer] = row
        gtk_list_box_insert(listBoxPointer, row.widgetPointer, -1)
    }

    public func remove(_ row: ListBoxRow) {
        guard rows.removeValue(forKey: row.objectPointer) != nil else { return }
        gtk_container_remove(containerPointer, row.widgetPointer)
    }

    /// Several rows may be selected (the app says which), or none ever: the rows' own
    /// children show what is selected.
    public func setSelectionMode(multiple: Bool) {
        gtk_list_box_set_selection_mode(listBoxPointer, multiple ? GTK_SELECTION_MULTIPLE : GTK_SELECTION_NONE)
    }

    /// The first selected row (GTK's own "selected row" can name one unselected since).
    var selectedRow: ListBoxRow? {
        guard let rows = gtk_list_box_get_selected_rows(listBoxPointer) else { return nil }
        defer { g_list_free(rows) }
        return rows.pointee.data.flatMap { rows in self.rows[rows] }
    }

    /// The first selected row's position from the top.
    public var selectedIndex: Int? {
        selectedRow?.index
    }

    /// Selects a row, as a click would (emitting "row-selected").
    public func select(_ row: ListBoxRow) {
        gtk_list_box_select_row(listBoxPointer, row.pointer(as: GtkListBoxRow.self))
    }

    public func unselect(_ row: ListBoxRow) {
        gtk_list_box_unselect_row(listBoxPointer, row.pointer(as: GtkListBoxRow.self))
    }

    /// Several rows may be selected at once; the app says which (the list's own Ctrl and
    /// Shift clicks are for the app to handle).
    public func allowMultipleSelection() {
        gtk_list_box_set_selection_mode(listBoxPointer, GTK_SELECTION_MULTIPLE)
    }

    public func unselectAll() {
        gtk_list_box_unselect_all(listBoxPointer)
    }

    /// Keeps the rows ordered by `key` (smallest on top). Tell the list with ``rowChanged(_:)``
    /// when a row's key changes; only that row moves.
    public func sortRows(by key: @escaping @MainActor (ListBoxRow) -> Int) {
        let box = SortKeyBox { [unowned self] pointer in rows[pointer].map(key) ?? 0 }
        gtk_list_box_set_sort_func(listBoxPointer, { first, second, data in
            guard let first, let second, let data else { return 0 }
            nonisolated(unsafe) let box = Unmanaged<SortKeyBox>.fromOpaque(data).takeUnretainedValue()
            nonisolated(unsafe) let (a, b) = (UnsafeMutableRawPointer(first), UnsafeMutableRawPointer(second))
            let (keyA, keyB) = MainActor.assumeIsolated { (box.key(a), box.key(b)) }
            return keyA < keyB ? -1 : keyA > keyB ? 1 : 0
        }, Unmanaged.passRetained(box).toOpaque(), { data in
            if let data { Unmanaged<SortKeyBox>.fromOpaque(data).release() }
        })
    }

    /// Puts a row whose sort key changed in its place.
    public func rowChanged(_ row: ListBoxRow) {
        gtk_list_box_row_changed(row.pointer(as: GtkListBoxRow.self))
    }

    public func onRowActivated(_ handler: @escaping @MainActor (ListBoxRow) -> Void) {
        connectPointer("row-activated") { [weak self] row in
            guard let row, let wrapper = self?.rows[row] else { return }
            handler(wrapper)
        }
    }

    public func onRowSelected(_ handler: @escaping @MainActor (ListBoxRow?) -> Void) {
        connectPointer("row-selected") { [weak self] row in
            handler(row.flatMap { self?.rows[$0] })
        }
    }

    private func wrapper(_ row: UnsafeMutablePointer<GtkListBoxRow>) -> ListBoxRow? {
        rows[UnsafeMutableRawPointer(row)]
    }
}
