import Foundation

/// Remembers when a provider said no more requests until a reset, so that none are sent that
/// are bound to fail. Understands Pixabay's `X-RateLimit-Remaining`/`-Reset`, Openverse's
/// `X-RateLimit-Available-<scope>`/`-Limit-<scope>`, `Retry-After` and a plain 429.
final class RateLimitGate: @unchecked Sendable {
    /// When a refusal does not say how long to wait.
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
        let headers = response.headers
        let exhaustedScopes = headers.compactMap { name, value -> String? in
            guard name.hasPrefix("x-ratelimit-available-"), Int(value) == 0 else { return nil }
            return String(name.dropFirst("x-ratelimit-available-".count))
        }
        let exhausted = response.status == 429 || headers["x-ratelimit-remaining"] == "0" || !exhaustedScopes.isEmpty
        guard exhausted else { return }
        let scopeWindow = exhaustedScopes.compactMap { headers["x-ratelimit-limit-\($0)"].flatMap(Self.window) }.max()
        let wait = Self.waitSeconds(in: headers) ?? scopeWindow ?? Self.defaultWait
        let until = now().addingTimeInterval(wait)
        lock.withLock { blockedUntil = until }
    }

    /// `Retry-After` or `X-RateLimit-Reset`, in seconds.
    static func waitSeconds(in headers: [String: String]) -> TimeInterval? {
        (headers["retry-after"] ?? headers["x-ratelimit-reset"]).flatMap { TimeInterval($0.trimmingCharacters(in: .whitespaces)) }
    }

    /// "20/min" → 60 s; "200/day" → a day.
    private static func window(_ limit: String) -> TimeInterval? {
        switch limit.split(separator: "/").last?.lowercased() {
        case "s", "sec", "second": 1
        case "m", "min", "minute": 60
        case "h", "hour": 3600
        case "d", "day": 86400
        default: nil
        }
    }
}
