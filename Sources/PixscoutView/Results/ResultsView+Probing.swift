import GtkKit
import PixscoutProbe

/// What the results tell the view model and the probe: the results on screen, and where the
/// first ones are (for a test to click them).
extension ResultsView {
    func reportVisibleRows() {
        let adjustment = scroller.verticalAdjustment
        guard let visible = viewport.newlyVisible(offset: adjustment.value, pageSize: adjustment.pageSize)
        else { return }
        viewModel.setVisibleRows(visible)
        probe?.record(.visibleRows(first: visible.lowerBound, last: visible.upperBound - 1))
    }

    /// Parents move their windows after allocating children: positions are read a turn later.
    /// Only while the pool holds one of the first lines: nothing reads the others', and reading
    /// them at every scroll was a part of the benchmark's frames that no person's window has.
    func scheduleRowBoundsRecord() {
        guard probe != nil, geometry.first < Self.probedLines else { return }
        Task { @MainActor [weak self] in self?.recordRowBounds() }
    }

    /// The lines whose results' places the probe records.
    private static let probedLines = 6

    /// Where the first lines' results are: a list row each, or each tile of a grid's strip.
    private func recordRowBounds() {
        guard let probe, geometry.first < Self.probedLines else { return }
        let rows = (0..<Self.probedLines).compactMap { list.row(at: $0) }.filter(\.isVisible)
        let events = rows.flatMap { row -> [ProbeEvent] in
            guard let shown = poolLine(for: row), let line = shown.line, line < Self.probedLines,
                  let position = row.positionInWindow
            else { return [] }
            let size = row.allocation
            return lines.results(inLine: line).compactMap { index in
                guard let widget = shown.widget(showing: index) else { return nil }
                guard lines.layout == .grid, let place = widget.positionInWindow else {
                    return .rowBounds(index: index, x: position.x, y: position.y, width: size.width,
                        height: size.height)
                }
                let tile = widget.allocation
                return .rowBounds(index: index, x: place.x, y: place.y, width: tile.width, height: tile.height)
            }
        }
        probe.rowBounds(events)
    }
}
