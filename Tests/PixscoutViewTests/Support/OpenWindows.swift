import CGtk

/// The toplevel windows shown whose title reads `title` (a dialog a part opened).
@MainActor
func openDialogs(titled title: String) -> [UnsafeMutablePointer<GtkWindow>] {
    let toplevels = gtk_window_list_toplevels()
    defer { g_list_free(toplevels) }
    var found: [UnsafeMutablePointer<GtkWindow>] = []
    var link = toplevels
    while let node = link {
        if let data = node.pointee.data {
            let window = data.assumingMemoryBound(to: GtkWindow.self)
            let widget = UnsafeMutablePointer<GtkWidget>(OpaquePointer(window))
            if gtk_widget_get_visible(widget) != 0, let shown = gtk_window_get_title(window),
               String(cString: shown) == title {
                found.append(window)
            }
        }
        link = node.pointee.next
    }
    return found
}
