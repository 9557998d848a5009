import CGtk

/// Hears every window of the app as it shows, hides or takes the keyboard, by its title: a
/// dialog or a file chooser GTK made as well as the app's own. For the event probe, which names
/// windows where no X server can be asked for them (Wayland).
@MainActor
public enum WindowWatch {
    public enum Change: Int, Sendable {
        case shown = 1, hidden, active
    }

    private static var listeners: [@MainActor (_ title: String, _ change: Change) -> Void] = []

    public static func add(_ listener: @escaping @MainActor (_ title: String, _ change: Change) -> Void) {
        listeners.append(listener)
        guard listeners.count == 1 else { return }
        hook("map", .shown)
        hook("unmap", .hidden)
        // A window's keyboard focus comes as an event to the window itself.
        hook("focus-in-event", .active)
    }

    /// Calls the listeners with `change` at each emission of a widget's `signal` on a window.
    private static func hook(_ signal: String, _ change: Change) {
        // The change rides in the hook's data pointer as its raw value: nothing to keep alive.
        g_signal_add_emission_hook(g_signal_lookup(signal, gtk_widget_get_type()), 0, {
            _, count, values, data in
            guard count > 0, let values, let data, let instance = g_value_get_object(values),
                  g_type_check_instance_is_a(UnsafeMutablePointer<GTypeInstance>(OpaquePointer(instance)),
                      gtk_window_get_type()) != 0
            else { return 1 }
            guard let title = gtk_window_get_title(UnsafeMutablePointer<GtkWindow>(OpaquePointer(instance)))
            else { return 1 }
            guard let change = Change(rawValue: Int(bitPattern: data)) else { return 1 }
            let text = String(cString: title)
            MainActor.assumeIsolated { WindowWatch.listeners.forEach { $0(text, change) } }
            return 1
        }, UnsafeMutableRawPointer(bitPattern: change.rawValue), nil)
    }
}
