import CGtk
import CShims

/// The theme's font for headings and its dim labels' opacity, as ``TileText`` draws them.
/// Reading them means adding a class to a widget's style context, and GTK then works a whole
/// style out anew: read by every tile, as it was made and placed and at each change of its
/// state (selected, focused, the window in the background), they took a grid's first screen of
/// 25 new tiles about 5 ms. They are the same for every tile under one theme, font and
/// resolution, so they are read once for each.
@MainActor
final class TileStyle {
    /// Owned; nil where the theme gives headings no font of their own.
    let headingFont: OpaquePointer?
    let dimOpacity: Double

    private struct Key: Hashable {
        let font: String
        let theme: String
        let resolution: Double
    }

    private static var read: [Key: TileStyle] = [:]

    /// The style `widget` draws its tile's text in.
    static func of(_ widget: UnsafeMutablePointer<GtkWidget>) -> TileStyle {
        let key = Key(font: font(of: widget), theme: themeName(), resolution: gdk_screen_get_resolution(
            gtk_widget_get_screen(widget)))
        if let style = read[key] { return style }
        let style = TileStyle(reading: widget)
        read[key] = style
        return style
    }

    private init(reading widget: UnsafeMutablePointer<GtkWidget>) {
        let context = gtk_widget_get_style_context(widget)
        let state = gtk_style_context_get_state(context)
        gtk_style_context_save(context)
        gtk_style_context_add_class(context, "heading")
        var font = GValue()
        gtk_style_context_get_property(context, "font", state, &font)
        headingFont = g_value_get_boxed(&font).map { pango_font_description_copy(OpaquePointer($0)) }
        g_value_unset(&font)
        gtk_style_context_remove_class(context, "heading")
        gtk_style_context_add_class(context, "dim-label")
        var opacity = GValue()
        gtk_style_context_get_property(context, "opacity", state, &opacity)
        dimOpacity = g_value_get_double(&opacity)
        g_value_unset(&opacity)
        gtk_style_context_restore(context)
    }

    isolated deinit {
        if let headingFont { pango_font_description_free(headingFont) }
    }

    /// The widget's own font, from the style GTK already worked out for it.
    private static func font(of widget: UnsafeMutablePointer<GtkWidget>) -> String {
        let context = gtk_widget_get_style_context(widget)
        var font = GValue()
        gtk_style_context_get_property(context, "font", gtk_style_context_get_state(context), &font)
        defer { g_value_unset(&font) }
        guard let description = g_value_get_boxed(&font),
            let text = pango_font_description_to_string(OpaquePointer(description))
        else { return "" }
        defer { g_free(text) }
        return String(cString: text)
    }

    /// The theme, and whether its dark variant is asked for.
    private static func themeName() -> String {
        guard let theme = shim_gtk_settings_theme() else { return "" }
        defer { g_free(theme) }
        return String(cString: theme)
    }
}
