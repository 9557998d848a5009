/// Counts a rate limit's wait down second by second where a person can see it, then hands over.
@MainActor
final class RateLimitCountdown {
    private let sleep: @Sendable (Duration) async throws -> Void
    private var task: Task<Void, Never>?

    init(sleep: @escaping @Sendable (Duration) async throws -> Void) {
        self.sleep = sleep
    }

    var isRunning: Bool {
        task != nil
    }

    /// Calls `tick` with the seconds left (`seconds`, …, 1), then `done`. Restarts if running.
    func start(seconds: Int, tick: @escaping @MainActor (Int) -> Void, done: @escaping @MainActor () -> Void) {
        cancel()
        let sleep = self.sleep
        task = Task { [weak self] in
            for remaining in stride(from: max(1, seconds), to: 0, by: -1) {
                tick(remaining)
                do { try await sleep(.seconds(1)) } catch { return }
                if Task.isCancelled { return }
            }
            self?.task = nil
            done()
        }
    }

    func cancel() {
        task?.cancel()
        task = nil
    }
}
