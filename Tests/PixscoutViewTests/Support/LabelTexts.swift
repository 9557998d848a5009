import CGtk

/// The labels inside `widget`, in the order GTK keeps its children; with `visibleOnly`, only
/// labels shown with every box around them.
@MainActor
func labels(in widget: UnsafeMutablePointer<GtkWidget>, visibleOnly: Bool = false) -> [UnsafeMutablePointer<GtkLabel>] {
    if visibleOnly, gtk_widget_get_visible(widget) == 0 { return [] }
    let instance = UnsafeMutablePointer<GTypeInstance>(OpaquePointer(widget))
    if g_type_check_instance_is_a(instance, gtk_label_get_type()) != 0 {
        return [UnsafeMutablePointer<GtkLabel>(OpaquePointer(widget))]
    }
    guard g_type_check_instance_is_a(instance, gtk_container_get_type()) != 0 else { return [] }
    let children = gtk_container_get_children(UnsafeMutablePointer<GtkContainer>(OpaquePointer(widget)))
    defer { g_list_free(children) }
    var found: [UnsafeMutablePointer<GtkLabel>] = []
    var link = children
    while let node = link {
        if let child = node.pointee.data {
            found += labels(in: child.assumingMemoryBound(to: GtkWidget.self), visibleOnly: visibleOnly)
        }
        link = node.pointee.next
    }
    return found
}

/// The texts of the labels inside `widget`, as `labels(in:visibleOnly:)` finds them.
@MainActor
func labelTexts(in widget: UnsafeMutablePointer<GtkWidget>, visibleOnly: Bool = false) -> [String] {
    labels(in: widget, visibleOnly: visibleOnly).map { String(cString: gtk_label_get_text($0)) }
}

/// Follows link `number` of a label that ``LinkList`` filled, as a click on it would: GTK's
/// `activate-link` with the link's address.
@MainActor
func followLink(number: Int, in label: UnsafeMutablePointer<GtkLabel>) {
    // G_TYPE_STRING and G_TYPE_BOOLEAN are macros: their fundamental numbers, shifted.
    let stringType = GType(16 << 2), booleanType = GType(5 << 2)
    var arguments = [GValue(), GValue()]
    g_value_init(&arguments[0], gtk_label_get_type())
    g_value_set_object(&arguments[0], UnsafeMutableRawPointer(label))
    g_value_init(&arguments[1], stringType)
    g_value_set_string(&arguments[1], "item:\(number)")
    var handled = GValue()
    g_value_init(&handled, booleanType)
    g_signal_emitv(&arguments, g_signal_lookup("activate-link", gtk_label_get_type()), 0, &handled)
    for index in arguments.indices { g_value_unset(&arguments[index]) }
    g_value_unset(&handled)
}
