import PixscoutModel

/// Opens connections to the thumbnail hosts ahead of a search's answer, each host at most once
/// a minute: warm connections stay in libcurl's pool for about two minutes.
@MainActor
final class PreviewPreconnector {
    static let interval: Duration = .seconds(60)
    private var last: [String: ContinuousClock.Instant] = [:]

    /// Opens `count` connections in all: the first rows are shared among the sites searched
    /// (All sites interleaves them), so each thumbnail host gets its share.
    func open(_ count: Int, for source: SearchedSites) {
        guard let connections = source.connections else { return }
        let now = ContinuousClock.now
        let origins = source.previewOrigins
        let share = (count + origins.count - 1) / max(1, origins.count)
        for origin in origins {
            if let opened = last[origin], now - opened < Self.interval { continue }
            last[origin] = now
            Task { await connections.preconnect(to: origin, count: share) }
        }
    }
}
