import CGtk

/// What a notice over the content needs of a widget: to know when the pointer rests on it, and
/// to be announced by screen readers when it shows.
extension Widget {
    /// The pointer came onto the widget (true) or left it (false). Moving onto a child of the
    /// widget is not leaving it.
    public func onPointerInside(_ handler: @escaping @MainActor (_ inside: Bool) -> Void) {
        gtk_widget_add_events(widgetPointer, gint(GDK_ENTER_NOTIFY_MASK.rawValue | GDK_LEAVE_NOTIFY_MASK.rawValue))
        connectEvent("enter-notify-event") { _ in
            handler(true)
            return false
        }
        connectEvent("leave-notify-event") { event in
            guard let event else { return false }
            let crossing = UnsafeMutablePointer<GdkEventCrossing>(OpaquePointer(event)).pointee
            if crossing.detail != GDK_NOTIFY_INFERIOR { handler(false) }
            return false
        }
    }

    /// Screen readers present a notification's name when it shows (Orca does so for this
    /// role), as they do for libadwaita's toasts.
    public func announceAsNotification() {
        atk_object_set_role(gtk_widget_get_accessible(widgetPointer), ATK_ROLE_NOTIFICATION)
    }
}
