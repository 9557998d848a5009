import CGtk
import Foundation

/// One call to a desktop portal method that answers later, through the Response signal of a
/// request object (org.freedesktop.portal.Request). It waits in a main context of its own,
/// blocking its thread: call it off the main thread.
enum PortalRequest {
    enum Answer: Equatable {
        case done
        case cancelled
        case failed
        /// No Response within the time allowed.
        case noAnswer
    }

    static let portal = "org.freedesktop.portal.Desktop"

    /// Calls `method` of `interface` with `arguments(token)`, whose options must carry
    /// `handle_token` = `token`, and waits for the answer. Nil when the call itself failed
    /// (the portal has no such interface).
    static func call(
        on bus: OpaquePointer, interface: String, method: String, answerTimeoutSeconds: UInt32,
        arguments: (String) -> OpaquePointer?
    ) -> Answer? {
        guard let unique = g_dbus_connection_get_unique_name(bus) else { return nil }
        let sender = String(cString: unique).dropFirst().replacingOccurrences(of: ".", with: "_")
        let token = "pixscout\(UInt32.random(in: 0...UInt32.max))"
        let context = g_main_context_new()
        g_main_context_push_thread_default(context)
        defer {
            g_main_context_pop_thread_default(context)
            g_main_context_unref(context)
        }
        let waiter = PortalResponseWaiter()
        return withExtendedLifetime(waiter) {
            // Listen before calling: the answer may come before the call returns.
            var subscription = waiter.subscribe(on: bus,
                path: "/org/freedesktop/portal/desktop/request/\(sender)/\(token)")
            defer { g_dbus_connection_signal_unsubscribe(bus, subscription) }
            var error: UnsafeMutablePointer<GError>?
            guard let reply = g_dbus_connection_call_sync(
                bus, portal, "/org/freedesktop/portal/desktop", interface, method, arguments(token), nil,
                G_DBUS_CALL_FLAGS_NONE, 10_000, nil, &error)
            else {
                g_error_free(error)
                return nil
            }
            let handle = requestPath(in: reply)
            g_variant_unref(reply)
            // Portals older than version 0.9 ignore the token and choose the path themselves.
            if let handle, handle != waiter.path {
                g_dbus_connection_signal_unsubscribe(bus, subscription)
                subscription = waiter.subscribe(on: bus, path: handle)
            }
            return waiter.wait(in: context, seconds: answerTimeoutSeconds)
        }
    }

    private static func requestPath(in reply: OpaquePointer) -> String? {
        guard let child = g_variant_get_child_value(reply, 0) else { return nil }
        defer { g_variant_unref(child) }
        return g_variant_get_string(child, nil).map { String(cString: $0) }
    }
}
