import GtkKit
import PixscoutViewModel

/// Which results each line of the results view shows: one a line in the list; in the grid,
/// a line of tiles as ``GridPacking`` packs them.
struct ResultLines {
    private(set) var layout = ResultsLayout.list
    /// Results in all.
    private(set) var count = 0
    private var packing = GridPacking(width: 0)
    /// How large the grid's tiles are (kept while the list shows, for the grid).
    var tiles = GridTileSize.standard

    var lineCount: Int {
        layout == .list ? count : packing.lineCount
    }

    /// The width the grid's lines fill.
    var width: Int {
        packing.width
    }

    /// The grid's line `line`'s height, in points: its tiles' height.
    func lineHeight(_ line: Int) -> Int {
        packing.lineHeights.indices.contains(line) ? packing.lineHeights[line] : packing.tileHeight
    }

    /// Every line's height in the grid; nil in the list, whose rows are all one height.
    var lineHeights: [Int]? {
        layout == .grid ? packing.lineHeights : nil
    }

    /// The largest tile the grid can show: what its previews are made for.
    var largestTile: (width: Int, height: Int) {
        let widest = Double(packing.naturalWidth(aspect: GridPacking.aspectRange.upperBound))
        return (Int((widest * GridPacking.largestScale).rounded(.up)), packing.tallestLine)
    }

    /// The box previews are made for: a list row's thumbnail, or the grid's largest tile.
    var previewBox: PreviewBox {
        switch layout {
        case .list: PreviewBox.row
        case .grid: PreviewBox(width: largestTile.width, height: largestTile.height)
        }
    }

    func results(inLine line: Int) -> Range<Int> {
        switch layout {
        case .list: line < count ? line..<(line + 1) : count..<count
        case .grid: packing.results(inLine: line)
        }
    }

    func line(of index: Int) -> Int {
        layout == .list ? index : packing.line(of: index)
    }

    /// The results the lines `lines` show, together.
    func results(inLines lines: Range<Int>) -> Range<Int> {
        guard !lines.isEmpty else { return 0..<0 }
        return results(inLine: lines.lowerBound).lowerBound..<results(inLine: lines.upperBound - 1).upperBound
    }

    /// Each tile's width in line `line`; none in the list.
    func tileWidths(inLine line: Int) -> [Int] {
        guard layout == .grid else { return [] }
        // A tile wider than a narrow window shrinks to it.
        return packing.tileWidths[packing.results(inLine: line)].map { min($0, packing.width) }
    }

    /// Shows `count` results as `layout`; the images' shapes are read for the grid only.
    mutating func setLayout(
        _ layout: ResultsLayout, tiles: GridTileSize, count: Int, aspects: (Range<Int>) -> [Double?]
    ) {
        self.layout = layout
        self.tiles = tiles
        packing = GridPacking(width: packing.width, tileHeight: tiles.points)
        replace(count: count, aspects: aspects)
    }

    mutating func replace(count: Int, aspects: (Range<Int>) -> [Double?]) {
        self.count = count
        if layout == .grid { packing.replace(aspects: aspects(0..<count)) }
    }

    mutating func append(_ range: Range<Int>, aspects: (Range<Int>) -> [Double?]) {
        count = range.upperBound
        if layout == .grid { packing.append(aspects: aspects(range)) }
    }

    /// Whether the lines fill `width` (the list's always do).
    func fills(_ width: Int) -> Bool {
        layout != .grid || packing.fills(width)
    }

    /// The grid's lines fill `width` now; true when they changed.
    mutating func resize(to width: Int) -> Bool {
        guard layout == .grid else { return false }
        let before = packing.width
        packing.resize(to: width)
        return packing.width != before
    }

    /// Where the arrows, pages, Home and End move from `selected` (nil: none yet); a page is
    /// `pageStep` lines. In the grid, up and down go to the nearest tile across.
    func target(of key: KeyPress.Key, from selected: Int?, pageStep: Int) -> Int? {
        guard layout == .grid, count > 0, let selected else {
            return ResultsKeyboard.target(of: key, from: selected, count: count, pageStep: pageStep)
        }
        switch key {
        case .left: return max(0, selected - 1)
        case .right: return min(count - 1, selected + 1)
        default: break
        }
        let lines: Int? = switch key {
        case .up: -1
        case .down: 1
        case .pageUp: -pageStep
        case .pageDown: pageStep
        default: nil
        }
        guard let lines else {
            return ResultsKeyboard.target(of: key, from: selected, count: count, pageStep: pageStep)
        }
        let from = packing.line(of: selected)
        let to = min(max(0, from + lines), packing.lineCount - 1)
        guard to != from else { return lines < 0 ? 0 : count - 1 }
        let span = packing.span(of: selected)
        return packing.result(inLine: to, nearestTo: (span.lowerBound + span.upperBound) / 2)
    }
}
