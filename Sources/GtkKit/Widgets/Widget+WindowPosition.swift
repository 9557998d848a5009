import CGtk

extension Widget {
    /// The widget's top-left corner from its window's corner as a person sees it: the shadow
    /// GTK draws around a window of its own decorations (on Wayland) is not counted.
    public var positionInWindow: (x: Int, y: Int)? {
        guard let toplevel = gtk_widget_get_toplevel(widgetPointer) else { return nil }
        var x: gint = 0
        var y: gint = 0
        guard gtk_widget_translate_coordinates(widgetPointer, toplevel, 0, 0, &x, &y) != 0 else { return nil }
        let frame = Self.frameCorner(of: toplevel)
        return (Int(x) - frame.x, Int(y) - frame.y)
    }

    /// Where a window's frame begins inside its drawing: the corner of its title bar, or of its
    /// content less its border when it shows none; (0, 0) for a widget in no window.
    private static func frameCorner(of toplevel: UnsafeMutablePointer<GtkWidget>) -> (x: Int, y: Int) {
        guard gtk_widget_is_toplevel(toplevel) != 0,
              g_type_check_instance_is_a(UnsafeMutablePointer<GTypeInstance>(OpaquePointer(toplevel)),
                  gtk_window_get_type()) != 0
        else { return (0, 0) }
        let window = UnsafeMutablePointer<GtkWindow>(OpaquePointer(toplevel))
        var corner = GtkAllocation()
        if let titlebar = gtk_window_get_titlebar(window), gtk_widget_get_visible(titlebar) != 0 {
            gtk_widget_get_allocation(titlebar, &corner)
            return (Int(corner.x), Int(corner.y))
        }
        let bin = UnsafeMutablePointer<GtkBin>(OpaquePointer(toplevel))
        guard let child = gtk_bin_get_child(bin) else { return (0, 0) }
        gtk_widget_get_allocation(child, &corner)
        let border = Int(gtk_container_get_border_width(UnsafeMutablePointer<GtkContainer>(OpaquePointer(toplevel))))
        return (Int(corner.x) - border, Int(corner.y) - border)
    }
}
