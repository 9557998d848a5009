import Foundation

/// What a response's headers say about a rate limit: Pixabay's, Unsplash's and Pexels'
/// `X-RateLimit-Remaining` and `-Reset` (seconds for Pixabay, a Unix time for Pexels),
/// Openverse's `X-RateLimit-Available-<scope>` and `-Limit-<scope>`, and `Retry-After` in seconds
/// or as an HTTP date. Every value is hostile until checked: a wait is 0 to a day.
public struct RateLimitHeaders: Sendable, Equatable {
    /// How long the server asks Pixscout to wait, in whole seconds.
    public let waitSeconds: Int64?
    /// Whether no requests are left: a remaining count of 0 or less, in any scope.
    public let exhausted: Bool
    /// The window of an exhausted Openverse scope ("20/min": 60 s), when no wait is given.
    public let exhaustedScopeWindow: Int64?

    /// `headers` with lower-cased names, as ``HTTPResponse`` keeps them.
    public init(headers: [String: String], now: Date) {
        waitSeconds = (headers["retry-after"]).flatMap { Self.seconds(inRetryAfter: $0, now: now) }
            ?? headers["x-ratelimit-reset"].flatMap(NetworkNumber.parse).map { Self.wait(untilReset: $0, now: now) }
        let exhaustedScopes = headers.compactMap { name, value -> String? in
            guard name.hasPrefix("x-ratelimit-available-"), let left = NetworkNumber.parse(value),
                left <= 0 else { return nil }
            return String(name.dropFirst("x-ratelimit-available-".count))
        }
        let remaining = headers["x-ratelimit-remaining"].flatMap(NetworkNumber.parse)
        exhausted = (remaining.map { $0 <= 0 } ?? false) || !exhaustedScopes.isEmpty
        exhaustedScopeWindow = exhaustedScopes
            .compactMap { headers["x-ratelimit-limit-\($0)"].flatMap(Self.window) }.max()
    }

    /// A reset past a billion is a Unix time (Pexels'), not seconds (Pixabay's): no wait is
    /// 30 years long.
    private static func wait(untilReset reset: Double, now: Date) -> Int64 {
        wait(reset >= unixTimeThreshold ? reset - now.timeIntervalSince1970 : reset)
    }

    private static let unixTimeThreshold = 1_000_000_000.0

    /// The requests left until the limit resets (`X-RateLimit-Remaining`), 0 or more; nil when
    /// the headers do not say.
    public static func requestsLeft(in headers: [String: String]) -> Int? {
        headers["x-ratelimit-remaining"].flatMap(NetworkNumber.parse).map {
            Int(NetworkNumber.clamp($0, to: 0...1_000_000))
        }
    }

    private static func wait(_ seconds: Double) -> Int64 {
        NetworkNumber.clamp(seconds.rounded(.up), to: NetworkNumber.waitRange)
    }

    /// `Retry-After`: delta seconds, or an HTTP date ("Wed, 21 Oct 2015 07:28:00 GMT").
    static func seconds(inRetryAfter value: String, now: Date) -> Int64? {
        if let seconds = NetworkNumber.parse(value) { return wait(seconds) }
        return httpDate(value).map { wait($0.timeIntervalSince(now)) }
    }

    private static let months = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"]

    /// RFC 9110's preferred date form, the only one servers send today.
    static func httpDate(_ text: String) -> Date? {
        let parts = text.split(whereSeparator: { $0 == " " || $0 == "," }).map(String.init)
        guard parts.count == 6, parts[5].uppercased() == "GMT", let day = Int(parts[1]), (1...31).contains(day),
              let month = months.firstIndex(of: parts[2].lowercased()), let year = Int(parts[3]),
                  (1970...9999).contains(year)
        else { return nil }
        let time = parts[4].split(separator: ":").compactMap { Int($0) }
        guard time.count == 3, (0...23).contains(time[0]), (0...59).contains(time[1]), (0...60).contains(time[2]) else {
            return nil
        }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "GMT") ?? .current
        return calendar.date(from: DateComponents(
            year: year, month: month + 1, day: day, hour: time[0], minute: time[1], second: time[2]))
    }

    /// "20/min" → 60 s; "200/day" → a day.
    private static func window(_ limit: String) -> Int64? {
        switch limit.split(separator: "/").last?.lowercased() {
        case "s", "sec", "second": 1
        case "m", "min", "minute": 60
        case "h", "hour": 3600
        case "d", "day": 86400
        default: nil
        }
    }
}
