import GtkKit

/// What the results tell the probe: the rows on screen, the thumbnails painted, where the
/// first rows are (for a test to click them).
extension ResultsView {
    func reportVisibleRows() {
        let adjustment = scroller.verticalAdjustment
        guard let visible = geometry.visible(offset: adjustment.value, pageSize: adjustment.pageSize),
              visible != lastVisible
        else { return }
        lastVisible = visible
        viewModel.setVisibleRows(visible)
        probe?.record(.visibleRows(first: visible.lowerBound, last: visible.upperBound - 1))
    }

    func previewShown(at index: Int, pixels: (width: Int, height: Int)) {
        guard let probe else { return }
        previewsShown += 1
        probe.record(.previewsShown(count: previewsShown, row: index, pixels: pixels))
    }

    /// Parents move their windows after allocating children: positions are read a turn later.
    func scheduleRowBoundsRecord() {
        guard probe != nil else { return }
        Task { @MainActor [weak self] in self?.recordRowBounds() }
    }

    private func recordRowBounds() {
        guard let probe else { return }
        let events = (0..<6).compactMap { list.row(at: $0).flatMap(resultRow) }.compactMap { row -> ProbeEvent? in
            guard let index = row.index, row.row.isVisible, let position = row.row.positionInWindow else { return nil }
            let size = row.row.allocation
            return .rowBounds(index: index, x: position.x, y: position.y, width: size.width, height: size.height)
        }
        let texts = events.map(\.text)
        guard texts != lastRecordedRowBounds else { return }
        lastRecordedRowBounds = texts
        events.forEach(probe.record)
    }
}
