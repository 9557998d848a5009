import CGtk
import Synchronization

/// Carries a Swift closure through GLib's `gpointer user_data`. Retained once when connected,
/// released by the closure's `GClosureNotify` when GLib disconnects the handler.
final class SignalClosureBox {
    enum Handler {
        case plain(@MainActor () -> Void)
        case pointer(@MainActor (UnsafeMutableRawPointer?) -> Void)
        case int(@MainActor (Int32) -> Void)
        case event(@MainActor (UnsafeMutableRawPointer?) -> Bool)
        case answer(@MainActor () -> Bool)
        case dragData(@MainActor (UnsafeMutableRawPointer?) -> Void)
    }

    /// How many boxes are alive, for tests that check that no handler leaks.
    static let liveCount = Atomic<Int>(0)

    let handler: Handler

    init(_ handler: Handler) {
        self.handler = handler
        Self.liveCount.add(1, ordering: .relaxed)
    }

    deinit {
        Self.liveCount.subtract(1, ordering: .relaxed)
    }

    static func from(_ data: UnsafeMutableRawPointer?) -> SignalClosureBox {
        Unmanaged<SignalClosureBox>.fromOpaque(data!).takeUnretainedValue()
    }
}
