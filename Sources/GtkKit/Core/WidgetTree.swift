import CGtk

/// Walks GTK's widget tree, internal children included (an info bar's close button, a
/// dialog's action area), for checks that must see every control.
@MainActor
public enum WidgetTree {
    /// The direct children of `widget`, internal ones included; none for a non-container.
    static func children(of widget: UnsafeMutablePointer<GtkWidget>) -> [UnsafeMutablePointer<GtkWidget>] {
        guard g_type_check_instance_is_a(UnsafeMutablePointer<GTypeInstance>(OpaquePointer(widget)),
            gtk_container_get_type()) != 0
        else { return [] }
        var found: [UnsafeMutablePointer<GtkWidget>] = []
        withUnsafeMutablePointer(to: &found) { list in
            gtk_container_forall(UnsafeMutablePointer<GtkContainer>(OpaquePointer(widget)), { child, data in
                guard let child, let data else { return }
                data.assumingMemoryBound(to: [UnsafeMutablePointer<GtkWidget>].self).pointee.append(child)
            }, list)
        }
        return found
    }

    /// The visible controls under `root` that a screen reader would announce without a name:
    /// buttons (menu, toggle and check buttons among them), entries, spin buttons, combo boxes
    /// and switches whose accessible name is empty. A combo box is read as one control: its
    /// inner button is not. Each is described by its GTK type, icon and parent.
    public static func unnamedControls(in root: Widget) -> [String] {
        var unnamed: [String] = []
        var pending = [root.widgetPointer]
        let controls = [gtk_button_get_type(), gtk_entry_get_type(), gtk_combo_box_get_type(), gtk_switch_get_type()]
        while let widget = pending.popLast() {
            guard gtk_widget_get_visible(widget) != 0 else { continue }
            let instance = UnsafeMutablePointer<GTypeInstance>(OpaquePointer(widget))
            if controls.contains(where: { g_type_check_instance_is_a(instance, $0) != 0 }) {
                let name = atk_object_get_name(gtk_widget_get_accessible(widget)).map { String(cString: $0) } ?? ""
                if name.allSatisfy(\.isWhitespace) {
                    unnamed.append(describe(widget))
                }
            }
            if g_type_check_instance_is_a(instance, gtk_combo_box_get_type()) == 0 {
                pending += children(of: widget)
            }
        }
        return unnamed
    }

    /// "GtkButton (icon window-close-symbolic)": enough to find the widget in the code.
    private static func describe(_ widget: UnsafeMutablePointer<GtkWidget>) -> String {
        let instance = UnsafeMutablePointer<GTypeInstance>(OpaquePointer(widget))
        let type = String(cString: g_type_name(instance.pointee.g_class.pointee.g_type))
        var details: [String] = []
        var pending = children(of: widget)
        while let child = pending.popLast() {
            let childInstance = UnsafeMutablePointer<GTypeInstance>(OpaquePointer(child))
            if g_type_check_instance_is_a(childInstance, gtk_image_get_type()) != 0 {
                var icon: UnsafePointer<gchar>?
                gtk_image_get_icon_name(UnsafeMutablePointer<GtkImage>(OpaquePointer(child)), &icon, nil)
                if let icon { details.append("icon " + String(cString: icon)) }
            }
            pending += children(of: child)
        }
        if let parent = gtk_widget_get_parent(widget) {
            let parentInstance = UnsafeMutablePointer<GTypeInstance>(OpaquePointer(parent))
            details.append("in " + String(cString: g_type_name(parentInstance.pointee.g_class.pointee.g_type)))
        }
        return "\(type) (\(details.joined(separator: ", ")))"
    }
}
