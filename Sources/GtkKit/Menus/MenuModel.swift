import CGtk

/// A menu described by labels and the detailed actions they activate ("app.about"), for menu
/// buttons and context menus.
@MainActor
public final class MenuModel: Object {
    public struct Item: Sendable {
        public let label: String
        public let action: String
        /// Left out of the menu while its action is disabled, rather than greyed out.
        public let hiddenWhenDisabled: Bool

        public init(_ label: String, _ action: String, hiddenWhenDisabled: Bool = false) {
            self.label = label
            self.action = action
            self.hiddenWhenDisabled = hiddenWhenDisabled
        }
    }

    /// Sections are separated by lines.
    public init(sections: [[Item]]) {
        super.init(UnsafeMutableRawPointer(g_menu_new()), ownership: .takeFull)
        for items in sections {
            let section = g_menu_new()
            for item in items {
                let menuItem = g_menu_item_new(item.label, item.action)
                if item.hiddenWhenDisabled {
                    g_menu_item_set_attribute_value(menuItem, "hidden-when", g_variant_new_string("action-disabled"))
                }
                g_menu_append_item(section, menuItem)
                g_object_unref(UnsafeMutableRawPointer(menuItem))
            }
            g_menu_append_section(OpaquePointer(objectPointer), nil, UnsafeMutablePointer<GMenuModel>(section))
            g_object_unref(UnsafeMutableRawPointer(section))
        }
    }
}
