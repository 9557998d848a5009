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
