import CGtk

/// CSS the app lays over the theme, for every widget on the default screen.
@MainActor
public enum StyleSheet {
    private static var applied: Set<String> = []

    /// Adds `css` at application priority, once however often it is asked for; returns GTK's
    /// parse error, if any.
    @discardableResult
    public static func apply(_ css: String) -> String? {
        guard !applied.contains(css), let screen = gdk_screen_get_default() else { return nil }
        // A full reference of our own, dropped when `styles` goes; the screen keeps its own.
        let styles = Object(UnsafeMutableRawPointer(gtk_css_provider_new()), ownership: .takeFull)
        var error: UnsafeMutablePointer<GError>?
        gtk_css_provider_load_from_data(styles.pointer(as: GtkCssProvider.self), css, -1, &error)
        if let error {
            defer { g_error_free(error) }
            return String(cString: error.pointee.message)
        }
        gtk_style_context_add_provider_for_screen(
            screen, OpaquePointer(styles.objectPointer), guint(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
        applied.insert(css)
        return nil
    }
}
