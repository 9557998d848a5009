import CGtk

/// Measures how late a frequent GLib timer fires: the time the main loop spent unable to
/// dispatch, which is what a person feels as a frozen window. For benchmarks only.
@MainActor
public enum MainLoopStallMonitor {
    private static var report: (@MainActor (Double) -> Void)?
    private static var intervalMicroseconds: Int = 0
    private static var due: Int = 0
    private static var thresholdMicroseconds: Int = 0

    /// Calls `report` with the stall in milliseconds whenever the timer is later than
    /// `thresholdMilliseconds`.
    public static func start(
        intervalMilliseconds: UInt32 = 4, thresholdMilliseconds: Double = 4,
            report: @escaping @MainActor (Double) -> Void
    ) {
        guard self.report == nil else { return }
        self.report = report
        intervalMicroseconds = Int(intervalMilliseconds) * 1000
        thresholdMicroseconds = Int(thresholdMilliseconds * 1000)
        due = g_get_monotonic_time() + intervalMicroseconds
        g_timeout_add(intervalMilliseconds, { _ in
            MainActor.assumeIsolated { MainLoopStallMonitor.tick() }
            return 1  // G_SOURCE_CONTINUE
        }, nil)
    }

    private static func tick() {
        let now = g_get_monotonic_time()
        let lateness = now - due
        if lateness > thresholdMicroseconds {
            report?(Double(lateness) / 1000)
        }
        due = now + intervalMicroseconds
    }
}
