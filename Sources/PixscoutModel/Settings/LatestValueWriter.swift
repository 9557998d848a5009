import Foundation

/// Writes a setting as it changes, off the calling thread: of a burst of changes (a pane being
/// dragged, tiles stepped through) only the latest still waiting is written, so the caller
/// never waits on the disk and nothing is lost when the app ends by a signal a moment later.
/// The stores write whole files atomically; ``SettingsWrites/finish()`` waits for them all.
public final class LatestValueWriter<Value: Sendable>: @unchecked Sendable {
    /// Guards `pending`: set on the caller's thread, taken on the queue.
    private let lock = NSLock()
    private var pending: Value?
    private let write: @Sendable (Value) -> Void

    public init(write: @escaping @Sendable (Value) -> Void) {
        self.write = write
    }

    /// Writes `value` soon, in place of any value not written yet.
    public func submit(_ value: Value) {
        let wasIdle = lock.withLock {
            defer { pending = value }
            return pending == nil
        }
        if wasIdle { SettingsWrites.queue.async { self.writePending() } }
    }

    private func writePending() {
        let value = lock.withLock {
            defer { pending = nil }
            return pending
        }
        if let value { write(value) }
    }
}
