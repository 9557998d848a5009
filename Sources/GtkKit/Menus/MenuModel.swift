import CGtk

/// A menu described by labels and the detailed actions they activate ("app.about"), for menu
/// buttons and context menus.
@MainActor
public final class MenuModel: Object {
    public struct Item: Sendable {
        public let label: String
        public let action: String

        public init(_ label: String, _ action: String) {
            self.label = label
            self.action = action
        }
    }

    /// Sections are separated by lines.
    public init(sections: [[Item]]) {
        super.init(UnsafeMutableRawPointer(g_menu_new()), ownership: .takeFull)
        for items in sections {
            let section = g_menu_new()
            for item in items {
                g_menu_append(section, item.label, item.action)
            }
            g_menu_append_section(OpaquePointer(objectPointer), nil, UnsafeMutablePointer<GMenuModel>(section))
            g_object_unref(UnsafeMutableRawPointer(section))
        }
    }
}
