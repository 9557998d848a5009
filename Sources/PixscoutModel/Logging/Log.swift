import Synchronization

/// Pixscout's diagnostic log: requests, cache hits, retries and timings. Quiet unless the
/// app installs a writer (GLib's structured log, domain `pixscout`); every message passes
/// through ``String/redactingAPIKey()`` on its way out, so no key reaches a log.
public enum Log {
    public enum Level: Sendable {
        case debug, info, warning
    }

    public typealias Writer = @Sendable (Level, String) -> Void

    private static let writer = Mutex<Writer?>(nil)

    /// Sends messages to `newWriter` from now on (nil: nowhere).
    public static func install(_ newWriter: Writer?) {
        writer.withLock { $0 = newWriter }
    }

    public static func debug(_ message: @autoclosure () -> String) {
        write(.debug, message)
    }

    public static func info(_ message: @autoclosure () -> String) {
        write(.info, message)
    }

    public static func warning(_ message: @autoclosure () -> String) {
        write(.warning, message)
    }

    private static func write(_ level: Level, _ message: () -> String) {
        guard let current = writer.withLock({ $0 }) else { return }
        current(level, message().redactingAPIKey())
    }
}
