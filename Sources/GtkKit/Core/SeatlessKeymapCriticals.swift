import CGtk

/// GTK 3 asks for a Wayland display's keymap through its default seat without checking that
/// there is one. A compositor that offers no seat at all (a headless one, a display-only kiosk)
/// turns each ask into a critical, about thirty at start-up, although GTK then goes on with a
/// keymap of its own and nothing is wrong. Those messages, and no others, are dropped: with
/// `G_DEBUG=fatal-criticals` too, so that every critical left is one of ours.
enum SeatlessKeymapCriticals {
    private static let message = "gdk_seat_get_keyboard: assertion 'GDK_IS_SEAT (seat)' failed"

    static func ignore() {
        let levels = G_LOG_LEVEL_CRITICAL.rawValue | G_LOG_FLAG_FATAL.rawValue | G_LOG_FLAG_RECURSION.rawValue
        g_log_set_handler("Gdk", GLogLevelFlags(levels), { domain, level, text, data in
            guard !SeatlessKeymapCriticals.isSeatless(text) else { return }
            g_log_default_handler(domain, level, text, data)
        }, nil)
        g_test_log_set_fatal_handler({ _, _, text, _ in
            SeatlessKeymapCriticals.isSeatless(text) ? 0 : 1
        }, nil)
    }

    private static func isSeatless(_ text: UnsafePointer<gchar>?) -> Bool {
        text.map { String(cString: $0) == message } ?? false
    }
}
