import GtkKit
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
    private func rowBounds(_ events: [ProbeEvent]) {
        guard events != lastRowBounds else { return }
        lastRowBounds = events
        events.forEach(probe.record)
    }

    /// The lines whose results' places the probe records.
    private static let probedLines = 6

    /// Only while the pool holds one of the first lines: nothing reads the others', and reading
    /// them at every scroll was a part of the benchmark's frames that no person's window has.
    func recordsRowBounds(of rows: ResultsRows) -> Bool {
        rows.geometry.first < Self.probedLines
    }

    /// Where the first lines' results are: a list row each, or each tile of a grid's strip.
    func recordRowBounds(of rows: ResultsRows) {
        guard recordsRowBounds(of: rows) else { return }
        let lines = rows.lines
        let shown = (0..<Self.probedLines).compactMap { rows.list.row(at: $0) }.filter(\.isVisible)
        let events = shown.flatMap { row -> [ProbeEvent] in
            guard let bound = rows.pool.line(for: row), let line = bound.line, line < Self.probedLines,
                  let position = row.positionInWindow
            else { return [] }
            let size = row.allocation
            return lines.results(inLine: line).compactMap { index in
                guard let widget = bound.widget(showing: index) else { return nil }
                guard lines.layout == .grid, let place = widget.positionInWindow else {
                    return .rowBounds(index: index, x: position.x, y: position.y, width: size.width,
                        height: size.height)
                }
                let tile = widget.allocation
                return .rowBounds(index: index, x: place.x, y: place.y, width: tile.width, height: tile.height)
            }
        }
        rowBounds(events)
    }
}
