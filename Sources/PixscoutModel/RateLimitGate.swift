import Foundation

/// Remembers when Pixabay said no more requests until a reset, so that none are sent that are
/// bound to fail (`X-RateLimit-Remaining: 0`, or a 429).
final class RateLimitGate: @unchecked Sendable {
    /// Pixabay's window, when a 429 does not say how long to wait.
    static let defaultWait: TimeInterval = 60

    private let now: @Sendable () -> Date
    private let lock = NSLock()
    private var blockedUntil: Date?

    init(now: @escaping @Sendable () -> Date) {
        self.now = now
    }

    func checkOpen() throws(NetworkError) {
        let remaining = lock.withLock { blockedUntil.map { $0.timeIntervalSince(now()) } }
        if let remaining, remaining > 0 {
            throw .rateLimited(resetSeconds: Int(remaining.rounded(.up)))
        }
    }

    func record(_ response: HTTPResponse) {
        let reset = response.headers["x-ratelimit-reset"].flatMap(TimeInterval.init)
        let exhausted = response.status == 429 || response.headers["x-ratelimit-remaining"] == "0"
        guard exhausted else { return }
        let until = now().addingTimeInterval(reset ?? Self.defaultWait)
        lock.withLock { blockedUntil = until }
    }
}
