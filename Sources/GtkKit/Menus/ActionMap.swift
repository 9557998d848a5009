import CGtk

/// Adds GSimpleActions to a GActionMap (an application or an application window).
@MainActor
enum ActionMap {
    static func add(
        _ name: String, takesString: Bool, to map: OpaquePointer,
        _ handler: @escaping @MainActor (String?) -> Void
    ) {
        let type = takesString ? g_variant_type_new("s") : nil
        defer { if let type { g_variant_type_free(type) } }
        let action = Object(UnsafeMutableRawPointer(g_simple_action_new(name, type)), ownership: .takeFull)
        action.connectPointer("activate") { parameter in
            let text = parameter.map { String(cString: g_variant_get_string(OpaquePointer($0), nil)) }
            handler(text)
        }
        // The map keeps its own reference; the wrapper's goes with it.
        g_action_map_add_action(map, OpaquePointer(action.objectPointer))
    }
}
