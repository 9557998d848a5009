import PixscoutViewModel

/// Where the results stand in the viewport, in plain values and without a window: which results
/// each line shows (``ResultLines``), the lines' heights and which of them the pool is bound to
/// (``PoolGeometry``), the result a new layout keeps in view until the list is laid out again,
/// and the results last said to be on screen. The results view keeps one, changes it only
/// through these steps, and reads what to bind and where to scroll from it.
struct ResultsViewport {
    private(set) var lines = ResultLines()
    private(set) var geometry = PoolGeometry()
    /// The result to scroll back to once the list is laid out with new lines.
    private(set) var anchorAfterLayout: Int?
    /// The results last said to be on screen.
    private(set) var lastVisible: Range<Int>?
    /// What a row adds around its line (a grid strip's margins), in points.
    private var rowChrome = 0

    /// New results, `count` of them, shown from the top.
    mutating func replace(count: Int, aspects: (Range<Int>) -> [Double?]) {
        lines.replace(count: count, aspects: aspects)
        updateLineHeights()
        geometry.first = 0
        lastVisible = nil
    }

    /// More results after those shown.
    mutating func append(_ range: Range<Int>, aspects: (Range<Int>) -> [Double?]) {
        lines.append(range, aspects: aspects)
        updateLineHeights()
    }

    /// The pool's first line for the scrollbar at `offset`; says whether it moved.
    mutating func scroll(offset: Double, pageSize: Double) -> Bool {
        let first = geometry.firstResult(offset: offset, pageSize: pageSize)
        guard first != geometry.first else { return false }
        geometry.first = first
        return true
    }

    /// Shows the results as `layout` with `tiles`, `count` of them, in a pool not yet measured.
    mutating func setLayout(_ layout: ResultsLayout, tiles: GridTileSize, count: Int, gridWidth: Int,
        aspects: (Range<Int>) -> [Double?]) {
        geometry.rowHeight = PoolGeometry.estimatedRowHeight
        geometry.poolSize = 0
        lines.setLayout(layout, tiles: tiles, count: count, aspects: aspects)
        if layout == .grid { _ = lines.resize(to: gridWidth) }
    }

    /// The grid's tiles, kept for when the grid is shown (the list shows none).
    mutating func setTiles(_ tiles: GridTileSize) {
        lines.tiles = tiles
    }

    /// The grid's lines fill `width` now; true when they changed.
    mutating func resize(toWidth width: Int) -> Bool {
        lines.resize(to: width)
    }

    /// The pool has `size` rows; `rowHeight` when one was measured, with `rowChrome` around a
    /// line.
    mutating func setPool(size: Int, rowHeight: Int? = nil, rowChrome: Int) {
        if let rowHeight { geometry.rowHeight = rowHeight }
        geometry.poolSize = size
        self.rowChrome = rowChrome
        updateLineHeights()
    }

    /// The lines changed (another layout, another width): the pool is bound from the line
    /// before `anchor`'s.
    mutating func relay(from anchor: Int) {
        geometry.first = min(max(0, lines.line(of: anchor) - 1), max(0, geometry.count - geometry.poolSize))
        lastVisible = nil
    }

    /// `anchor` is scrolled back to once the list is laid out with the new lines: until then
    /// the scrollbar has its old length, and a place past it would be cut short.
    mutating func keepInView(afterLayout anchor: Int) {
        anchorAfterLayout = anchor
    }

    /// The list is laid out `length` points long: once that reaches past the anchor's line, the
    /// anchor is let go (a layout before the one with the new lines leaves it for the next).
    mutating func listLaidOut(length: Double) {
        guard let anchor = anchorAfterLayout else { return }
        if length >= Double(geometry.top(of: lines.line(of: anchor) + 1)) { anchorAfterLayout = nil }
    }

    /// The results on screen with the scrollbar at `offset`, when they are not those last said.
    mutating func newlyVisible(offset: Double, pageSize: Double) -> Range<Int>? {
        guard let visibleLines = geometry.visible(offset: offset, pageSize: pageSize) else { return nil }
        let visible = lines.results(inLines: visibleLines)
        guard !visible.isEmpty, visible != lastVisible else { return nil }
        lastVisible = visible
        return visible
    }

    /// The lines changed: how many, and in the grid each one's height.
    mutating func updateLineHeights() {
        geometry.count = lines.lineCount
        geometry.setLineHeights(lines.lineHeights.map { heights in heights.map { $0 + rowChrome } })
    }
}
