/// Which lines a fixed pool of rows shows as the list scrolls, and the heights around them:
/// the results view's arithmetic, worked out without a window. A line is a result in the list
/// and a strip of tiles in the grid (``ResultLines``); every row has the same height.
struct PoolGeometry: Equatable {
    /// The pool covers this many screens, so scrolling a little never shows an unbound row.
    static let screensInPool = 1.5
    /// Until a row is measured: a thumbnail and its margins.
    static let estimatedRowHeight = 112

    /// Results in all.
    var count = 0
    var rowHeight = estimatedRowHeight
    /// Rows in the pool.
    var poolSize = 0
    /// The result bound to the pool's first row.
    var first = 0

    /// Rows a viewport `pageSize` high shows, at least one.
    func visibleRowCount(pageSize: Double) -> Int {
        max(1, Int((pageSize / Double(rowHeight)).rounded(.up)))
    }

    /// The rows a pool needs to cover such a viewport, with a spare at each end.
    func wantedPoolSize(pageSize: Double) -> Int {
        Int((Double(visibleRowCount(pageSize: pageSize)) * Self.screensInPool).rounded(.up)) + 2
    }

    /// The results bound to the pool now.
    var bound: Range<Int> {
        first..<(first + min(poolSize, max(0, count - first)))
    }

    /// The spacer above the pool stands for every result before it.
    var topSpacerHeight: Int {
        first * rowHeight
    }

    /// The spacer below the pool stands for every result after it.
    var bottomSpacerHeight: Int {
        max(0, count - bound.upperBound) * rowHeight
    }

    /// The results whose rows are at least partly on screen at scroll `offset`.
    func onScreen(offset: Double, pageSize: Double) -> Range<Int> {
        let top = Int(offset) / rowHeight
        let bottom = (Int(offset + pageSize) - 1) / rowHeight
        return top..<max(top, bottom + 1)
    }

    /// The results on screen, within the results there are; nil with none, or before layout.
    func visible(offset: Double, pageSize: Double) -> Range<Int>? {
        guard count > 0, pageSize > 0 else { return nil }
        let top = min(count - 1, Int(offset) / rowHeight)
        let bottom = min(count - 1, Int(offset + pageSize - 1) / rowHeight)
        return top..<(bottom + 1)
    }

    /// The first result the pool binds at scroll `offset`: the pool centred on the screen.
    func firstResult(offset: Double, pageSize: Double) -> Int {
        let top = Int(offset) / rowHeight
        let margin = max(0, (poolSize - visibleRowCount(pageSize: pageSize)) / 2)
        return min(max(0, top - margin), max(0, count - poolSize))
    }

    /// Where to scroll so that result `index` is wholly on screen; nil when it is already.
    func offset(showing index: Int, from offset: Double, pageSize: Double) -> Double? {
        let top = Double(index * rowHeight)
        let bottom = top + Double(rowHeight)
        if top < offset { return top }
        if bottom > offset + pageSize { return bottom - pageSize }
        return nil
    }

    /// How far Page Up and Page Down move: a screen, less the row kept in view.
    func pageStep(pageSize: Double) -> Int {
        max(1, visibleRowCount(pageSize: pageSize) - 1)
    }
}
