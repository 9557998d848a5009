import CGtk
import Glibc

/// GTK's lifecycle. Everything in GtkKit must be used on the thread that called ``initialize()``,
/// which the main-loop bridge makes the main actor's thread.
@MainActor
public enum Gtk {
    /// Opens the display and bridges the main actor onto the GLib main loop. Returns false
    /// when there is no display to open.
    public static func initialize() -> Bool {
        // Pixscout draws with cairo only. Without this, GDK probes OpenGL at start-up, which
        // loads a GL driver (Mesa's llvmpipe: ~45 MB resident and tens of milliseconds).
        setenv("GDK_GL", "disable", 0)
        SeatlessKeymapCriticals.ignore()
        // Pango reads the font configuration on a thread of its own once its font map exists,
        // and the first text laid out waits for it (the search entry, 10 ms at start-up): made
        // first, the font map reads it while GTK starts.
        _ = pango_cairo_font_map_get_default()
        guard gtk_init_check(nil, nil) != 0 else { return false }
        MainLoopBridge.install()
        return true
    }

    /// Lets the icon theme find icons in `folder` too (an uninstalled build's own icons).
    public static func addIconFolder(_ folder: String) {
        gtk_icon_theme_append_search_path(gtk_icon_theme_get_default(), folder)
    }

    /// Runs one main-loop iteration; returns whether it dispatched anything.
    @discardableResult
    public static func iterateMainLoop(blocking: Bool) -> Bool {
        g_main_context_iteration(nil, blocking ? 1 : 0) != 0
    }

    /// Opens a URI with the desktop's default handler; returns GLib's reason on failure.
    public static func showURI(_ uri: String) -> String? {
        var error: UnsafeMutablePointer<GError>?
        guard gtk_show_uri_on_window(nil, uri, guint32(GDK_CURRENT_TIME), &error) == 0 else { return nil }
        defer { g_error_free(error) }
        return error.map { String(cString: $0.pointee.message) } ?? "no application could open it."
    }

    /// How deeply the GLib main loop is dispatching right now; 0 outside any dispatch.
    public static var mainLoopDepth: Int {
        Int(g_main_depth())
    }
}
