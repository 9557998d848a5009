import GtkKit

/// Where the rows stand, read from the viewport and the scrollbar, and scrolling to a result.
extension ResultsRows {
    /// Where the pointer and the keys land.
    var list: ListBox { pool.list }

    /// The lines whose rows are (at least partly) on screen now.
    var onScreen: Range<Int> {
        geometry.onScreen(offset: scroller.verticalAdjustment.value, pageSize: scroller.verticalAdjustment.pageSize)
    }

    /// The width the grid's lines fill: what the results are shown in, less the strips' margins,
    /// so that every full line ends at the results' right edge.
    var gridWidth: Int {
        scroller.contentWidth - GridStrip.margin
    }

    /// The pool row that shows result `index`, if it is bound.
    func poolLine(showing index: Int) -> (any ResultsLine)? {
        pool.row(showingLine: lines.line(of: index))
    }

    /// Scrolls at once, not animated: the row must be bound before it can be selected.
    func scrollIntoView(_ index: Int) {
        let adjustment = scroller.verticalAdjustment
        if let offset = geometry.offset(showing: lines.line(of: index), from: adjustment.value,
            pageSize: adjustment.pageSize) {
            adjustment.value = offset
        }
        scrolled()
    }

    /// A selection made elsewhere (the quick look moving on) is scrolled into view.
    func showSelection(_ index: Int?) {
        if let index, !onScreen.contains(lines.line(of: index)) {
            scrollIntoView(index)
        }
        showSelectionInPool()
    }
}
