import PixscoutProbe

/// What the results tell the probe, and what it takes to tell only news: the thumbnails
/// painted since the results came, and the rows' places last recorded.
@MainActor
final class ResultsProbe {
    let probe: any ViewProbing
    private var previewsShown = 0
    private var lastRowBounds: [ProbeEvent] = []

    init(_ probe: any ViewProbing) {
        self.probe = probe
    }

    /// New results replaced the old: thumbnails are counted again.
    func replaced(count: Int) {
        previewsShown = 0
        probe.record(.rows(count))
    }

    func record(_ event: ProbeEvent) {
        probe.record(event)
    }

    func previewShown(at index: Int, pixels: (width: Int, height: Int)) {
        previewsShown += 1
        probe.record(.previewsShown(count: previewsShown, row: index, width: pixels.width, height: pixels.height))
    }

    /// Where the first lines' results are, when that changed.
    func rowBounds(_ events: [ProbeEvent]) {
        guard events != lastRowBounds else { return }
        lastRowBounds = events
        events.forEach(probe.record)
    }
}
