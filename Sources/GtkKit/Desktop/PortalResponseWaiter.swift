import CGtk

/// Hears one request's Response signal, on the thread that waits for it.
final class PortalResponseWaiter {
    private(set) var path = ""
    private var code: UInt32?
    private var timedOut = false

    func subscribe(on bus: OpaquePointer, path: String) -> guint {
        self.path = path
        return g_dbus_connection_signal_subscribe(
            bus, PortalRequest.portal, "org.freedesktop.portal.Request", "Response", path, nil,
            G_DBUS_SIGNAL_FLAGS_NONE,
            { _, _, _, _, _, parameters, data in
                guard let data, let parameters, let child = g_variant_get_child_value(parameters, 0) else { return }
                let waiter = Unmanaged<PortalResponseWaiter>.fromOpaque(data).takeUnretainedValue()
                waiter.code = g_variant_get_uint32(child)
                g_variant_unref(child)
            },
            Unmanaged.passUnretained(self).toOpaque(), nil)
    }

    /// Runs `context` until the Response comes or `seconds` pass.
    func wait(in context: OpaquePointer?, seconds: UInt32) -> PortalRequest.Answer {
        let timeout = g_timeout_source_new_seconds(seconds)
        g_source_set_callback(timeout, { data in
            guard let data else { return 0 }
            Unmanaged<PortalResponseWaiter>.fromOpaque(data).takeUnretainedValue().timedOut = true
            return 0  // G_SOURCE_REMOVE
        }, Unmanaged.passUnretained(self).toOpaque(), nil)
        g_source_attach(timeout, context)
        defer {
            g_source_destroy(timeout)
            g_source_unref(timeout)
        }
        while code == nil && !timedOut {
            g_main_context_iteration(context, 1)
        }
        switch code {
        case 0: return .done
        case 1: return .cancelled
        case .some: return .failed
        case nil: return .noAnswer
        }
    }
}
