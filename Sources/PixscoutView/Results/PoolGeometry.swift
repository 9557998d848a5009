/// Which lines a fixed pool of rows shows as the list scrolls, and the heights around them:
/// the results view's arithmetic, worked out without a window. A line is a result in the list
/// and a strip of tiles in the grid (``ResultLines``). In the list every row has the same
/// height; the grid's lines each have their own (``setLineHeights(_:)``).
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
    /// Where each line starts and, last, where they all end, when lines differ in height;
    /// empty when every row is `rowHeight` high.
    private var lineTops: [Int] = []
    /// The shortest line: how many rows a screen can hold.
    private var shortestRow = 0

    init(count: Int = 0, rowHeight: Int = estimatedRowHeight, poolSize: Int = 0, first: Int = 0) {
        (self.count, self.rowHeight, self.poolSize, self.first) = (count, rowHeight, poolSize, first)
    }

    /// Gives each line its own height (rows of the grid); nil makes every row `rowHeight` high.
    mutating func setLineHeights(_ heights: [Int]?) {
        guard let heights, !heights.isEmpty else {
            lineTops = []
            shortestRow = 0
            return
        }
        var tops = [0]
        tops.reserveCapacity(heights.count + 1)
        for height in heights { tops.append(tops[tops.count - 1] + max(1, height)) }
        lineTops = tops
        shortestRow = max(1, heights.min() ?? rowHeight)
    }

    /// Where line `line` starts, in points from the top of the first.
    func top(of line: Int) -> Int {
        guard !lineTops.isEmpty else { return line * rowHeight }
        let last = lineTops.count - 1
        return line <= last ? lineTops[max(0, line)] : lineTops[last] + (line - last) * rowHeight
    }

    /// The line at `y` points from the top of the first.
    func line(at y: Int) -> Int {
        guard !lineTops.isEmpty else { return y / rowHeight }
        let last = lineTops.count - 1
        guard y < lineTops[last] else { return last + (y - lineTops[last]) / rowHeight }
        // The last entry is where every line ends, not a line.
        return lineTops.lastIndex(atMost: y, prefix: last)
    }

    /// Rows a viewport `pageSize` high shows, at least one.
    func visibleRowCount(pageSize: Double) -> Int {
        max(1, Int((pageSize / Double(lineTops.isEmpty ? rowHeight : min(rowHeight, shortestRow))).rounded(.up)))
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
        top(of: first)
    }

    /// The spacer below the pool stands for every result after it.
    var bottomSpacerHeight: Int {
        max(0, top(of: count) - top(of: bound.upperBound))
    }

    /// The results whose rows are at least partly on screen at scroll `offset`.
    func onScreen(offset: Double, pageSize: Double) -> Range<Int> {
        let top = line(at: Int(offset))
        let bottom = line(at: Int(offset + pageSize) - 1)
        return top..<max(top, bottom + 1)
    }

    /// The results on screen, within the results there are; nil with none, or before layout.
    func visible(offset: Double, pageSize: Double) -> Range<Int>? {
        guard count > 0, pageSize > 0 else { return nil }
        let top = min(count - 1, line(at: Int(offset)))
        let bottom = min(count - 1, line(at: Int(offset + pageSize - 1)))
        return top..<(bottom + 1)
    }

    /// The first result the pool binds at scroll `offset`: the pool centred on the screen.
    func firstResult(offset: Double, pageSize: Double) -> Int {
        let top = line(at: Int(offset))
        let margin = max(0, (poolSize - visibleRowCount(pageSize: pageSize)) / 2)
        return min(max(0, top - margin), max(0, count - poolSize))
    }

    /// Where to scroll so that result `index` is wholly on screen; nil when it is already.
    func offset(showing index: Int, from offset: Double, pageSize: Double) -> Double? {
        let start = Double(top(of: index))
        let end = Double(top(of: index + 1))
        if start < offset { return start }
        if end > offset + pageSize { return end - pageSize }
        return nil
    }

    /// How far Page Up and Page Down move: a screen, less the row kept in view.
    func pageStep(pageSize: Double) -> Int {
        max(1, visibleRowCount(pageSize: pageSize) - 1)
    }
}
