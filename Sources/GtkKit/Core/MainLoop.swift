import CGtk

private final class IdleClosureBox {
    let body: @MainActor () -> Bool

    init(_ body: @escaping @MainActor () -> Bool) {
        self.body = body
    }
}

/// Work split across main-loop iterations.
@MainActor
public enum MainLoop {
    /// Runs `body` at idle priority, after pending redraws, again and again while it returns
    /// true: long work in slices that let frames paint in between.
    public static func repeatWhenIdle(_ body: @escaping @MainActor () -> Bool) {
        let data = Unmanaged.passRetained(IdleClosureBox(body)).toOpaque()
        g_idle_add_full(G_PRIORITY_DEFAULT_IDLE, { data in
            nonisolated(unsafe) let box = Unmanaged<IdleClosureBox>.fromOpaque(data!).takeUnretainedValue()
            return MainActor.assumeIsolated { box.body() } ? 1 : 0
        }, data, { data in
            Unmanaged<IdleClosureBox>.fromOpaque(data!).release()
        })
    }
}
