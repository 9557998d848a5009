import PixscoutModel

/// Opens connections to the thumbnail hosts ahead of a search's answer, each host at most once
/// a minute: warm connections stay in libcurl's pool for about two minutes.
@MainActor
final class PreviewPreconnector {
    static let interval: Duration = .seconds(60)
    private var last: [String: ContinuousClock.Instant] = [:]

    func open(_ count: Int, for source: SearchedSites) {
        guard let connections = source.connections else { return }
        let now = ContinuousClock.now
        for origin in source.previewOrigins {
            if let opened = last[origin], now - opened < Self.interval { continue }
            last[origin] = now
            Task { await connections.preconnect(to: origin, count: count) }
        }
    }
}
