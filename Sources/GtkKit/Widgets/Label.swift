import CGtk

@MainActor
public final class Label: Widget {
    public init(_ text: String = "") {
        super.init(UnsafeMutableRawPointer(gtk_label_new(text)), ownership: .sinkFloating)
    }

    /// A label whose underlined letter ("_Unsplash API key") moves the focus to `widget` with
    /// Alt and that letter.
    public init(mnemonic text: String, for widget: Widget) {
        super.init(UnsafeMutableRawPointer(gtk_label_new_with_mnemonic(text)), ownership: .sinkFloating)
        gtk_label_set_mnemonic_widget(labelPointer, widget.widgetPointer)
    }

    private var labelPointer: UnsafeMutablePointer<GtkLabel> {
        pointer(as: GtkLabel.self)
    }

    /// Setting the text makes GTK measure and shape the label again even when nothing changed:
    /// a row re-bound or a detail pane refilled with the same text skips that.
    public var text: String {
        get { String(cString: gtk_label_get_text(labelPointer)) }
        set {
            let plain = gtk_label_get_use_markup(labelPointer) == 0 && gtk_label_get_use_underline(labelPointer) == 0
            guard !plain || newValue != String(cString: gtk_label_get_label(labelPointer)) else { return }
            gtk_label_set_text(labelPointer, newValue)
        }
    }

    /// Sets Pango markup; callers escape user text with ``Label/escapeMarkup(_:)``.
    public func setMarkup(_ markup: String) {
        gtk_label_set_markup(labelPointer, markup)
    }

    public static func escapeMarkup(_ text: String) -> String {
        guard let escaped = g_markup_escape_text(text, -1) else { return "" }
        defer { g_free(escaped) }
        return String(cString: escaped)
    }

    public func setXAlign(_ value: Float) {
        gtk_label_set_xalign(labelPointer, value)
    }

    public func setEllipsizeEnd() {
        gtk_label_set_ellipsize(labelPointer, PANGO_ELLIPSIZE_END)
    }

    public func setWrap(_ wrap: Bool) {
        gtk_label_set_line_wrap(labelPointer, wrap ? 1 : 0)
    }

    /// Caps the natural width, so that a wrapping label fills what it is given rather than
    /// asking for the width of its whole text.
    public func setMaxWidthInCharacters(_ characters: Int) {
        gtk_label_set_max_width_chars(labelPointer, gint(characters))
    }

    public func setSelectable(_ selectable: Bool) {
        gtk_label_set_selectable(labelPointer, selectable ? 1 : 0)
    }
}
