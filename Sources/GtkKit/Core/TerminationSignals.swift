import CGtk
import Glibc

/// The signals that end a desktop app from outside: the session logging out (SIGTERM, then
/// SIGHUP from a closed terminal), `kill`, and Ctrl+C in a terminal (SIGINT).
@MainActor
public enum TerminationSignals {
    static let handled = [SIGTERM, SIGINT, SIGHUP]

    /// Calls `handler` on the main loop when one of the signals comes, instead of the process
    /// dying on the spot, for as long as the app runs; the handler is expected to quit.
    public static func onSignal(_ handler: @escaping @MainActor () -> Void) {
        for signal in handled {
            let box = MainLoopCallbackBox {
                handler()
                return true
            }
            g_unix_signal_add_full(G_PRIORITY_HIGH, signal, { data in
                nonisolated(unsafe) let box = Unmanaged<MainLoopCallbackBox>.fromOpaque(data!).takeUnretainedValue()
                return MainActor.assumeIsolated { box.body() } ? 1 : 0
            }, Unmanaged.passRetained(box).toOpaque(), { data in
                Unmanaged<MainLoopCallbackBox>.fromOpaque(data!).release()
            })
        }
    }
}
