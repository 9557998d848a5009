import CGtk

/// Work split across main-loop iterations.
@MainActor
public enum MainLoop {
    /// Runs `body` at idle priority, after pending redraws (or before them), again and again
    /// while it returns true: long work in slices that let events, or frames, come in between.
    public static func repeatWhenIdle(beforeRedraws: Bool = false, _ body: @escaping @MainActor () -> Bool) {
        let data = Unmanaged.passRetained(MainLoopCallbackBox(body)).toOpaque()
        g_idle_add_full(beforeRedraws ? G_PRIORITY_HIGH_IDLE : G_PRIORITY_DEFAULT_IDLE, { data in
            nonisolated(unsafe) let box = Unmanaged<MainLoopCallbackBox>.fromOpaque(data!).takeUnretainedValue()
            return MainActor.assumeIsolated { box.body() } ? 1 : 0
        }, data, { data in
            Unmanaged<MainLoopCallbackBox>.fromOpaque(data!).release()
        })
    }
}
