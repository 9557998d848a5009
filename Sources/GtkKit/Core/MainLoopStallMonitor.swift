import CGtk

/// Measures how late a frequent GLib timer fires: the time the main loop spent unable to
/// dispatch, which is what a person feels as a frozen window. Each stall says how much of that
/// time the main thread ran and how much it waited for a core, so that the app's own work can be
/// told from a busy machine's. For benchmarks only.
@MainActor
public enum MainLoopStallMonitor {
    private static var report: (@MainActor (MainLoopStall) -> Void)?
    private static var intervalMicroseconds: Int = 0
    private static var due: Int = 0
    private static var thresholdMicroseconds: Int = 0
    private static var times: ThreadSchedulerTimes?
    private static var lastTimes: ThreadSchedulerTimes.Reading?
    private static var source: guint = 0

    /// Calls `report` with each stall whenever the timer is later than `thresholdMilliseconds`.
    public static func start(
        intervalMilliseconds: UInt32 = 4, thresholdMilliseconds: Double = 4,
            report: @escaping @MainActor (MainLoopStall) -> Void
    ) {
        guard self.report == nil else { return }
        self.report = report
        intervalMicroseconds = Int(intervalMilliseconds) * 1000
        thresholdMicroseconds = Int(thresholdMilliseconds * 1000)
        times = ThreadSchedulerTimes()
        lastTimes = times?.read()
        due = g_get_monotonic_time() + intervalMicroseconds
        source = g_timeout_add(intervalMilliseconds, { _ in
            MainActor.assumeIsolated { MainLoopStallMonitor.tick() }
            return 1  // G_SOURCE_CONTINUE
        }, nil)
    }

    /// Stops measuring; `start` may be called again.
    public static func stop() {
        guard report != nil else { return }
        g_source_remove(source)
        (report, times, lastTimes, source) = (nil, nil, nil, 0)
    }

    private static func tick() {
        let now = g_get_monotonic_time()
        let lateness = now - due
        let reading = times?.read()
        if lateness > thresholdMicroseconds {
            var stall = MainLoopStall(milliseconds: Double(lateness) / 1000)
            if let reading, let lastTimes {
                stall.ranMilliseconds = milliseconds(from: lastTimes.ranNanoseconds, to: reading.ranNanoseconds)
                stall.waitedMilliseconds = milliseconds(
                    from: lastTimes.waitedNanoseconds, to: reading.waitedNanoseconds)
            }
            report?(stall)
        }
        lastTimes = reading
        due = now + intervalMicroseconds
    }

    private static func milliseconds(from earlier: UInt64, to later: UInt64) -> Double {
        later >= earlier ? Double(later - earlier) / 1_000_000 : 0
    }
}
