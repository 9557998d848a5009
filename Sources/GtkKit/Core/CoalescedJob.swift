/// A job asked for any number of times before it runs, and run once: the first request
/// schedules it (after a frame, through a ``NextFrameQueue``; on the next turn), the others
/// wait for that run.
@MainActor
public final class CoalescedJob {
    private let schedule: @MainActor (@escaping @MainActor () -> Void) -> Void
    private var waiting = false

    /// - Parameter schedule: runs what it is given later: after a frame, on the next turn.
    public init(schedule: @escaping @MainActor (@escaping @MainActor () -> Void) -> Void) {
        self.schedule = schedule
    }

    /// Runs `job` later, unless a run is already waiting.
    public func request(_ job: @escaping @MainActor () -> Void) {
        guard !waiting else { return }
        waiting = true
        schedule { [weak self] in
            self?.waiting = false
            job()
        }
    }
}
