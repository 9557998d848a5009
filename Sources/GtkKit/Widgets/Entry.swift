import CGtk
import CShims

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

    /// The width the entry may shrink to, in characters.
    public var widthInCharacters: Int {
        get { Int(gtk_entry_get_width_chars(entryPointer)) }
        set { gtk_entry_set_width_chars(entryPointer, gint(newValue)) }
    }

    /// The width the entry takes when there is room, in characters.
    public var maxWidthInCharacters: Int {
        get { Int(gtk_entry_get_max_width_chars(entryPointer)) }
        set { gtk_entry_set_max_width_chars(entryPointer, gint(newValue)) }
    }

    public func selectAll() {
        gtk_editable_select_region(OpaquePointer(objectPointer), 0, -1)
    }

    /// Enter pressed in the entry.
    public func onActivate(_ handler: @escaping @MainActor () -> Void) {
        connect("activate", handler)
    }

    /// Offers these texts as the person types, those that start with what was typed, in
    /// this order (GtkEntryCompletion over a list store).
    public func setCompletions(_ texts: [String]) {
        let store: UnsafeMutablePointer<GtkListStore>
        if let completion = gtk_entry_get_completion(entryPointer),
            let model = gtk_entry_completion_get_model(completion) {
            store = UnsafeMutablePointer<GtkListStore>(model)
            gtk_list_store_clear(store)
        } else {
            // A completion builds its popup (a window, a tree view) at once: none until there
            // is something to suggest, as at start-up with no earlier searches.
            guard !texts.isEmpty else { return }
            store = shim_text_list_store_new()
            let completion = gtk_entry_completion_new()
            gtk_entry_completion_set_model(completion, OpaquePointer(store))
            gtk_entry_completion_set_text_column(completion, 0)
            gtk_entry_completion_set_minimum_key_length(completion, 1)
            gtk_entry_set_completion(entryPointer, completion)
            // The entry holds the completion and the completion the store.
            g_object_unref(completion)
            g_object_unref(store)
        }
        for text in texts {
            shim_text_list_store_append(store, text)
        }
    }

    /// Makes Enter in this entry press the dialog's default button.
    public var activatesDefault: Bool {
        get { gtk_entry_get_activates_default(entryPointer) != 0 }
        set { gtk_entry_set_activates_default(entryPointer, newValue ? 1 : 0) }
    }
}
