import CGtk

/// A GtkEntry, or with `search: true` a GtkSearchEntry (search icon, clear button).
@MainActor
public final class Entry: Widget {
    public init(search: Bool = false) {
        super.init(UnsafeMutableRawPointer(search ? gtk_search_entry_new() : gtk_entry_new()), ownership: .sinkFloating)
    }

    private var entryPointer: UnsafeMutablePointer<GtkEntry> {
        pointer(as: GtkEntry.self)
    }

    public var text: String {
        get { String(cString: gtk_entry_get_text(entryPointer)) }
        set { gtk_entry_set_text(entryPointer, newValue) }
    }

    public var placeholder: String {
        get { gtk_entry_get_placeholder_text(entryPointer).map { String(cString: $0) } ?? "" }
        set { gtk_entry_set_placeholder_text(entryPointer, newValue) }
    }

    /// Hides what is typed, for secrets.
    public var isTextVisible: Bool {
        get { gtk_entry_get_visibility(entryPointer) != 0 }
        set { gtk_entry_set_visibility(entryPointer, newValue ? 1 : 0) }
    }

    public var widthInCharacters: Int {
        get { Int(gtk_entry_get_width_chars(entryPointer)) }
        set { gtk_entry_set_width_chars(entryPointer, gint(newValue)) }
    }

    public func selectAll() {
        gtk_editable_select_region(OpaquePointer(objectPointer), 0, -1)
    }

    /// Enter pressed in the entry.
    public func onActivate(_ handler: @escaping @MainActor () -> Void) {
        connect("activate", handler)
    }

    /// Makes Enter in this entry press the dialog's default button.
    public var activatesDefault: Bool {
        get { gtk_entry_get_activates_default(entryPointer) != 0 }
        set { gtk_entry_set_activates_default(entryPointer, newValue ? 1 : 0) }
    }
}
