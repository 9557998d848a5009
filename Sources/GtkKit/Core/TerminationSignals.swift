import CGtk
import Glibc

private final class SignalClosureHandler {
    let body: @MainActor () -> Void

    init(_ body: @escaping @MainActor () -> Void) {
        self.body = body
    }
}

/// The signals that end a desktop app from outside: the session logging out (SIGTERM, then
/// SIGHUP from a closed terminal), `kill`, and Ctrl+C in a terminal (SIGINT).
@MainActor
public enum TerminationSignals {
    static let handled = [SIGTERM, SIGINT, SIGHUP]

    /// Calls `handler` on the main loop when one of the signals comes, instead of the process
    /// dying on the spot, for as long as the app runs; the handler is expected to quit.
    public static func onSignal(_ handler: @escaping @MainActor () -> Void) {
        for signal in handled {
            let data = Unmanaged.passRetained(SignalClosureHandler(handler)).toOpaque()
            g_unix_signal_add_full(G_PRIORITY_HIGH, signal, { data in
                nonisolated(unsafe) let box = Unmanaged<SignalClosureHandler>.fromOpaque(data!).takeUnretainedValue()
                MainActor.assumeIsolated { box.body() }
                return 1
            }, data, { data in
                Unmanaged<SignalClosureHandler>.fromOpaque(data!).release()
            })
        }
    }
}
