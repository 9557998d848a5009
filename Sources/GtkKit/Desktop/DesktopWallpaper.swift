import CGtk
import CShims

/// Sets the desktop background: through the desktop portal when one runs (any desktop,
/// sandboxed or not), else in GNOME's own settings.
public enum DesktopWallpaper {
    public enum Outcome: Equatable, Sendable {
        case setThroughPortal
        case setInGNOMESettings
        /// Neither a wallpaper portal nor GNOME's background settings exist here.
        case unavailable
        /// The settings, or the portal, did not take the change.
        case notAccepted
        /// The portal says the change was cancelled (by the person, in a dialog of its own).
        case cancelled
        /// The portal took the request but never said how it went.
        case noAnswer
    }

    private static let schema = "org.gnome.desktop.background"

    /// `uri` is the image file's `file://` URI. Runs on the concurrent pool: the D-Bus calls
    /// block, for up to 30 s when the portal takes the request but does not answer.
    @concurrent
    public static func set(uri: String) async -> Outcome {
        if let bus = g_bus_get_sync(G_BUS_TYPE_SESSION, nil, nil) {
            defer { g_object_unref(UnsafeMutableRawPointer(bus)) }
            if hasOwner(PortalRequest.portal, on: bus) {
                let answer = PortalRequest.call(
                    on: bus, interface: "org.freedesktop.portal.Wallpaper", method: "SetWallpaperURI",
                    answerTimeoutSeconds: 30
                ) { token in shim_wallpaper_portal_arguments(uri, token) }
                switch answer {
                case .done: return .setThroughPortal
                case .cancelled: return .cancelled
                case .failed: return .notAccepted
                case .noAnswer: return .noAnswer
                // A portal without the wallpaper interface: GNOME's settings may still be there.
                case nil: break
                }
            }
        }
        return await setInSettings(uri: uri)
    }

    private static func hasOwner(_ name: String, on bus: OpaquePointer) -> Bool {
        let reply = g_dbus_connection_call_sync(
            bus, "org.freedesktop.DBus", "/org/freedesktop/DBus", "org.freedesktop.DBus", "NameHasOwner",
            g_variant_new_string(name).map { g_variant_new_tuple([$0], 1) } ?? nil, nil, G_DBUS_CALL_FLAGS_NONE, 2000,
                nil, nil)
        guard let reply else { return false }
        defer { g_variant_unref(reply) }
        guard let child = g_variant_get_child_value(reply, 0) else { return false }
        defer { g_variant_unref(child) }
        return g_variant_get_boolean(child) != 0
    }

    /// On the main thread: the settings backend reloads its file from the main loop when the
    /// file changes, and a write from another thread that raced a reload lost keys.
    @MainActor
    private static func setInSettings(uri: String) -> Outcome {
        // g_settings_new aborts on a schema that is not installed: look first.
        guard let source = g_settings_schema_source_get_default(),
              let found = g_settings_schema_source_lookup(source, schema, 1)
        else { return .unavailable }
        let darkVariant = g_settings_schema_has_key(found, "picture-uri-dark") != 0
        g_settings_schema_unref(found)
        let settings = g_settings_new(schema)
        defer { g_object_unref(UnsafeMutableRawPointer(settings)) }
        var written = g_settings_set_string(settings, "picture-uri", uri) != 0
        if darkVariant { written = written && g_settings_set_string(settings, "picture-uri-dark", uri) != 0 }
        written = written && g_settings_set_string(settings, "picture-options", "zoom") != 0
        // No g_settings_sync: with dconf it waits for a D-Bus round trip. The values are set for
        // this process at once, and the backend writes them out from the main loop.
        return written ? .setInGNOMESettings : .notAccepted
    }
}
