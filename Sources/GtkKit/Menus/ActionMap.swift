import CGtk

/// Adds GSimpleActions to a GActionMap (an application or an application window).
@MainActor
enum ActionMap {
    /// With a `state`, the action is on or off, and menus show a check mark beside it; its
    /// handler decides the state, through ``setState(_:of:in:)``.
    static func add(
        _ name: String, takesString: Bool, state: Bool? = nil, to map: OpaquePointer,
        _ handler: @escaping @MainActor (String?) -> Void
    ) {
        let type = takesString ? g_variant_type_new("s") : nil
        defer { if let type { g_variant_type_free(type) } }
        let made = if let state {
            g_simple_action_new_stateful(name, type, g_variant_new_boolean(state ? 1 : 0))
        } else {
            g_simple_action_new(name, type)
        }
        let action = Object(UnsafeMutableRawPointer(made!), ownership: .takeFull)
        action.connectPointer("activate") { parameter in
            let text = parameter.map { String(cString: g_variant_get_string(OpaquePointer($0), nil)) }
            handler(text)
        }
        // The map keeps its own reference; the wrapper's goes with it.
        g_action_map_add_action(map, OpaquePointer(action.objectPointer))
    }

    private static func action(_ name: String, in map: OpaquePointer) -> OpaquePointer? {
        g_action_map_lookup_action(map, name)
    }

    static func setState(_ on: Bool, of name: String, in map: OpaquePointer) {
        guard let action = action(name, in: map) else { return }
        g_simple_action_set_state(action, g_variant_new_boolean(on ? 1 : 0))
    }

    static func setEnabled(_ enabled: Bool, of name: String, in map: OpaquePointer) {
        guard let action = action(name, in: map) else { return }
        g_simple_action_set_enabled(action, enabled ? 1 : 0)
    }
}
