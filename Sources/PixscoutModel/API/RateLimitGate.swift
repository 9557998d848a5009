import Foundation

/// Remembers when a site said no more requests until a reset, so that none are sent that
/// are bound to fail.
final class RateLimitGate: @unchecked Sendable {
    /// When a refusal does not say how long to wait.
    static let defaultWait: Int64 = 60

    private let now: @Sendable () -> Date
    private let lock = NSLock()
    private var blockedUntil: Date?

    init(now: @escaping @Sendable () -> Date) {
        self.now = now
    }

    func checkOpen() throws(NetworkError) {
        let remaining = lock.withLock { blockedUntil.map { $0.timeIntervalSince(now()) } }
        if let remaining, remaining > 0 {
            throw .rateLimited(resetSeconds: Int(NetworkNumber.clamp(remaining.rounded(.up),
                to: NetworkNumber.waitRange)))
        }
    }

    func record(_ response: HTTPResponse) {
        let limits = RateLimitHeaders(headers: response.headers, now: now())
        guard response.status == 429 || limits.exhausted else { return }
        block(seconds: limits.waitSeconds ?? limits.exhaustedScopeWindow ?? Self.defaultWait)
    }

    /// Sends nothing for `seconds` (0 to a day).
    func block(seconds: Int64) {
        let seconds = min(max(0, seconds), NetworkNumber.waitRange.upperBound)
        let until = now().addingTimeInterval(TimeInterval(seconds))
        lock.withLock { blockedUntil = until }
    }
}
