/// One stall of the main loop: how late its timer fired, and where the main thread's time went
/// from the timer's last turn to this one. `ran` is the thread's own work; `waited` is time it
/// could have run but another thread had its core (preempted, or woken with none free); the
/// rest it slept, in a call that waited for something else (a display server's reply, a lock,
/// the disk). Nil where the kernel keeps no such times (no `/proc/thread-self/schedstat`).
public struct MainLoopStall: Sendable, Equatable {
    public var milliseconds: Double
    public var ranMilliseconds: Double?
    public var waitedMilliseconds: Double?

    public init(milliseconds: Double, ranMilliseconds: Double? = nil, waitedMilliseconds: Double? = nil) {
        self.milliseconds = milliseconds
        self.ranMilliseconds = ranMilliseconds
        self.waitedMilliseconds = waitedMilliseconds
    }
}
