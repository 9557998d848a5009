import Foundation

/// A `sleep` that holds every caller until the test ends the waits: time passes only when the
/// test says so, and the test sees how long each caller asked to wait.
final class HeldSleeps: @unchecked Sendable {
    private let lock = NSLock()
    private var held: [(duration: Duration, continuation: CheckedContinuation<Void, any Error>)] = []

    func sleep(_ duration: Duration) async throws {
        try await withCheckedThrowingContinuation { continuation in
            lock.withLock { held.append((duration, continuation)) }
        }
    }

    /// How long each caller still held asked to wait, oldest first.
    var durations: [Duration] {
        lock.withLock { held.map(\.duration) }
    }

    /// Lets every caller held go on, as if its time had passed.
    func endAll() {
        let ended = lock.withLock {
            defer { held = [] }
            return held
        }
        for waiter in ended {
            waiter.continuation.resume()
        }
    }
}
