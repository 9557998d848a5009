import CGtk

/// A GtkApplication: one id on the session bus, so that a second launch hands its request to
/// the running one; actions that menus, shortcuts and other processes can activate.
@MainActor
public final class Application: Object {
    /// - Parameters:
    ///   - unique: false lets this process run beside another with the same id.
    ///   - serviceIdleSeconds: a service started for another program (GNOME Shell's search):
    ///     no window unless asked, and it exits once idle this long.
    public init(id: String, unique: Bool, serviceIdleSeconds: Int? = nil) {
        var flags = unique ? G_APPLICATION_FLAGS_NONE : G_APPLICATION_NON_UNIQUE
        if serviceIdleSeconds != nil { flags = GApplicationFlags(flags.rawValue | G_APPLICATION_IS_SERVICE.rawValue) }
        super.init(UnsafeMutableRawPointer(gtk_application_new(id, flags)!), ownership: .takeFull)
        if let serviceIdleSeconds { g_application_set_inactivity_timeout(gApplication,
            guint(serviceIdleSeconds * 1000)) }
    }

    var applicationPointer: UnsafeMutablePointer<GtkApplication> {
        pointer(as: GtkApplication.self)
    }

    private var gApplication: UnsafeMutablePointer<GApplication> {
        pointer(as: GApplication.self)
    }

    /// Claims the id on the session bus. Returns whether another process already holds it: then
    /// this one is a messenger whose actions run in that process. Without a session bus the
    /// process is simply the only one.
    public func register() -> (isRemote: Bool, failure: String?) {
        var error: UnsafeMutablePointer<GError>?
        guard g_application_register(gApplication, nil, &error) != 0 else {
            defer { g_error_free(error) }
            return (false, error.map { String(cString: $0.pointee.message) } ?? "unknown error")
        }
        return (g_application_get_is_remote(gApplication) != 0, nil)
    }

    /// The connection to the session bus once registered there; nil without a session bus.
    public var sessionBus: OpaquePointer? {
        g_application_get_dbus_connection(gApplication)
    }

    /// Adds `app.NAME`; with `takesString`, the action carries a string ("app.search('dogs')").
    public func addAction(_ name: String, takesString: Bool = false,
        _ handler: @escaping @MainActor (String?) -> Void) {
        ActionMap.add(name, takesString: takesString, to: OpaquePointer(objectPointer), handler)
    }

    /// Activates `app.NAME`, here or, for a messenger, in the running process.
    public func activateAction(_ name: String, string: String? = nil) {
        let parameter = string.map { g_variant_new_string($0) }
        g_action_group_activate_action(OpaquePointer(objectPointer), name, parameter ?? nil)
    }

    /// Sets the keys that trigger a detailed action ("app.quit", "win.save").
    public func setAccelerators(_ accelerators: [String], for action: String) {
        withCStringArray(accelerators) { gtk_application_set_accels_for_action(applicationPointer, action, $0) }
    }

    public func onActivate(_ handler: @escaping @MainActor () -> Void) {
        connect("activate", handler)
    }

    /// Runs the main loop until the last window closes or ``quit()``; returns the exit status.
    public func run() -> Int32 {
        g_application_run(gApplication, 0, nil)
    }

    public func quit() {
        g_application_quit(gApplication)
    }

    /// Keeps the application running (a window does too) until as many ``release()``s.
    public func hold() {
        g_application_hold(gApplication)
    }

    public func release() {
        g_application_release(gApplication)
    }

    /// Shows the application as a launch does: the "activate" handler builds or presents its window.
    public func activate() {
        g_application_activate(gApplication)
    }
}

/// Calls `body` with a NULL-terminated C array of `strings`, valid during the call.
func withCStringArray<Result>(_ strings: [String],
    _ body: (UnsafeMutablePointer<UnsafePointer<gchar>?>) -> Result) -> Result {
    let copies = strings.map { strdup($0) }
    defer { copies.forEach { free($0) } }
    var array: [UnsafePointer<gchar>?] = copies.map { UnsafePointer($0) } + [nil]
    return array.withUnsafeMutableBufferPointer { body($0.baseAddress!) }
}
