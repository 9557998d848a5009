import CGtk
import CShims

/// Follows the desktop's light or dark preference, live: the Settings portal's
/// `org.freedesktop.appearance color-scheme` (any desktop, sandboxed or not), else GNOME's own
/// `color-scheme` setting. While dark is preferred, GTK draws with the theme's dark variant,
/// and every widget that takes its colours from the theme follows.
@MainActor
public final class DesktopColorScheme {
    public enum Preference: Equatable, Sendable {
        case noPreference, dark, light
    }

    private static let portal = "org.freedesktop.portal.Desktop"
    private static let portalPath = "/org/freedesktop/portal/desktop"
    private static let settingsInterface = "org.freedesktop.portal.Settings"
    private static let appearance = "org.freedesktop.appearance"
    private static let gnomeSchema = "org.gnome.desktop.interface"

    public private(set) var preference = Preference.noPreference
    private let changed: @MainActor (Preference) -> Void
    private var settings: Object?

    /// Asks the portal now, so that the first frame is drawn in the desktop's scheme, and
    /// applies the answer; then applies every change and tells `changed`. `bus` is the
    /// application's session bus connection, if it has one. Without a portal, GNOME's setting
    /// is read once the window has shown: loading the settings backend took 15 ms.
    public init(bus: OpaquePointer?, changed: @escaping @MainActor (Preference) -> Void) {
        self.changed = changed
        if let bus, let answer = Self.readPortal(on: bus) {
            apply(answer)
            subscribeToPortal(on: bus)
        } else {
            MainLoop.repeatWhenIdle { [weak self] in
                self?.followGNOMESettings()
                return false
            }
        }
    }

    private func apply(_ new: Preference) {
        preference = new
        shim_gtk_settings_set_prefer_dark(new == .dark ? 1 : 0)
        changed(new)
    }

    static func preference(fromPortalValue value: UInt32) -> Preference {
        switch value {
        case 1: .dark
        case 2: .light
        default: .noPreference
        }
    }

    static func preference(fromGNOMEValue value: String) -> Preference {
        switch value {
        case "prefer-dark": .dark
        case "prefer-light": .light
        default: .noPreference
        }
    }

    /// The portal's answer, or nil when no portal runs or it has no such setting. Never starts
    /// a portal: a desktop that has one runs it already.
    private static func readPortal(on bus: OpaquePointer) -> Preference? {
        let arguments = g_variant_new_tuple([g_variant_new_string(appearance),
            g_variant_new_string("color-scheme")].compactMap { $0 }, 2)
        guard let reply = g_dbus_connection_call_sync(
            bus, portal, portalPath, settingsInterface, "Read", arguments, nil,
            G_DBUS_CALL_FLAGS_NO_AUTO_START, 1000, nil, nil)
        else { return nil }
        defer { g_variant_unref(reply) }
        guard let value = g_variant_get_child_value(reply, 0) else { return nil }
        defer { g_variant_unref(value) }
        return colorScheme(in: value).map(preference(fromPortalValue:))
    }

    /// Older portals wrap the value in one variant more than the specification says.
    private static func colorScheme(in variant: OpaquePointer) -> UInt32? {
        var current = g_variant_ref(variant)
        defer { g_variant_unref(current) }
        while g_variant_is_of_type(current, shim_variant_type_variant()) != 0 {
            guard let inner = g_variant_get_variant(current) else { return nil }
            g_variant_unref(current)
            current = inner
        }
        guard g_variant_is_of_type(current, shim_variant_type_uint32()) != 0 else { return nil }
        return g_variant_get_uint32(current)
    }

    /// Hears the portal's changes. Only the portal itself is heard (GDBus follows which
    /// connection owns its name), and a signal of any other shape than (ssv) is ignored: any
    /// process on the session bus can send one.
    private func subscribeToPortal(on bus: OpaquePointer) {
        // The application's lifetime: nothing to unsubscribe.
        _ = g_dbus_connection_signal_subscribe(
            bus, Self.portal, Self.settingsInterface, "SettingChanged", Self.portalPath, Self.appearance,
            G_DBUS_SIGNAL_FLAGS_NONE,
            { _, _, _, _, _, parameters, data in
                guard let data, let parameters, g_variant_check_format_string(parameters, "(ssv)", 0) != 0,
                      let key = g_variant_get_child_value(parameters, 1),
                          let value = g_variant_get_child_value(parameters, 2)
                else { return }
                defer {
                    g_variant_unref(key)
                    g_variant_unref(value)
                }
                guard let name = g_variant_get_string(key, nil), String(cString: name) == "color-scheme",
                      let scheme = DesktopColorScheme.colorScheme(in: value)
                else { return }
                let follower = Unmanaged<DesktopColorScheme>.fromOpaque(data).takeUnretainedValue()
                MainActor.assumeIsolated { follower.apply(DesktopColorScheme.preference(fromPortalValue: scheme)) }
            },
            Unmanaged.passRetained(self).toOpaque(), nil)
    }

    private func followGNOMESettings() {
        // g_settings_new aborts on a schema that is not installed: look first.
        guard let source = g_settings_schema_source_get_default(),
              let schema = g_settings_schema_source_lookup(source, Self.gnomeSchema, 1)
        else { return apply(.noPreference) }
        let hasKey = g_settings_schema_has_key(schema, "color-scheme") != 0
        g_settings_schema_unref(schema)
        guard hasKey, let made = g_settings_new(Self.gnomeSchema) else { return apply(.noPreference) }
        let settings = Object(UnsafeMutableRawPointer(made), ownership: .takeFull)
        self.settings = settings
        readGNOMESetting()
        // "changed" passes the key after the settings object.
        settings.connectPointer("changed::color-scheme") { [weak self] _ in self?.readGNOMESetting() }
    }

    private func readGNOMESetting() {
        guard let settings,
            let value = g_settings_get_string(settings.pointer(as: GSettings.self), "color-scheme") else { return }
        defer { g_free(value) }
        apply(Self.preference(fromGNOMEValue: String(cString: value)))
    }
}
