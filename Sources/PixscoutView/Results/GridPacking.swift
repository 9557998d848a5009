import PixscoutViewModel

/// How the grid lays results out, worked out without a window: a justified layout, as photo
/// sites do. Each tile is as wide as its image's shape asks at the chosen height (within
/// bounds), so every picture keeps its shape; a line takes tiles in order and is then scaled
/// so that they fill the width exactly, a little taller or shorter than the chosen height.
/// The last line, when it does not fill the width, stays at the chosen height.
struct GridPacking: Equatable {
    /// The gap between tiles, in points.
    static let spacing = 6
    /// A tile is never wider than this for its height, nor narrower: a panorama or a tower
    /// is shown whole inside it, with room around.
    static let aspectRange = 0.6...2.2
    /// Until a site says an image's size: a photograph's usual shape.
    static let unknownAspect = 1.5
    /// A line is never scaled up more than this to fill the width: it takes one more tile and
    /// is scaled down instead.
    static let largestScale = 1.35

    /// The tiles' height the lines are scaled from, in points.
    let tileHeight: Int
    /// The width the lines fill.
    private(set) var width: Int
    /// Each result's tile width at the chosen height, before its line is scaled.
    private var naturalWidths: [Int] = []
    /// Each result's tile width on its line.
    private(set) var tileWidths: [Int] = []
    /// The first result of each line.
    private(set) var lineStarts: [Int] = []
    /// Each line's height.
    private(set) var lineHeights: [Int] = []

    init(width: Int, tileHeight: Int = GridTileSize.standard.points) {
        self.tileHeight = tileHeight
        self.width = max(tileHeight, width)
    }

    var count: Int {
        naturalWidths.count
    }

    var lineCount: Int {
        lineStarts.count
    }

    /// The tallest a line can be: the largest tile a preview is made for.
    var tallestLine: Int {
        Int((Double(tileHeight) * Self.largestScale).rounded(.up))
    }

    /// A tile's natural width for an image of `aspect` (width over height; nil: unknown).
    func naturalWidth(aspect: Double?) -> Int {
        let shape = aspect.flatMap { $0.isFinite && $0 > 0 ? $0 : nil } ?? Self.unknownAspect
        let bounded = min(max(shape, Self.aspectRange.lowerBound), Self.aspectRange.upperBound)
        return Int((Double(tileHeight) * bounded).rounded())
    }

    /// Replaces every result with images of these shapes.
    mutating func replace(aspects: [Double?]) {
        naturalWidths = aspects.map(naturalWidth)
        repack(from: 0)
    }

    /// Adds results: the last line, which may have had room, is packed again with them.
    mutating func append(aspects: [Double?]) {
        naturalWidths += aspects.map(naturalWidth)
        repack(from: lineStarts.last ?? 0)
    }

    /// Whether the lines are packed to fill `newWidth`.
    func fills(_ newWidth: Int) -> Bool {
        max(tileHeight, newWidth) == width
    }

    /// The window's width changed: every line is packed again.
    mutating func resize(to newWidth: Int) {
        guard !fills(newWidth) else { return }
        width = max(tileHeight, newWidth)
        repack(from: 0)
    }

    /// The results line `line` shows.
    func results(inLine line: Int) -> Range<Int> {
        guard lineStarts.indices.contains(line) else { return count..<count }
        let end = line + 1 < lineStarts.count ? lineStarts[line + 1] : count
        return lineStarts[line]..<end
    }

    /// The line that shows result `index`.
    func line(of index: Int) -> Int {
        lineStarts.lastIndex(atMost: index)
    }

    /// Where result `index`'s tile starts and ends across its line, in points.
    func span(of index: Int) -> ClosedRange<Int> {
        let line = results(inLine: line(of: index))
        let left = line.lowerBound < index ? tileWidths[line.lowerBound..<index].reduce(0,
            +) + Self.spacing * (index - line.lowerBound) : 0
        return left...(left + tileWidths[index])
    }

    /// The result in `line` whose tile is nearest across to `x` (its centre): what the
    /// arrow keys move to from a line above or below.
    func result(inLine line: Int, nearestTo x: Int) -> Int? {
        results(inLine: line).min { a, b in
            let (spanA, spanB) = (span(of: a), span(of: b))
            let middle = { (span: ClosedRange<Int>) in (span.lowerBound + span.upperBound) / 2 }
            return abs(middle(spanA) - x) < abs(middle(spanB) - x)
        }
    }

    /// Packs the lines again from the one holding result `start` on.
    private mutating func repack(from start: Int) {
        let firstLine = lineStarts.firstIndex { $0 >= start } ?? lineStarts.count
        lineStarts.removeSubrange(firstLine...)
        lineHeights.removeSubrange(firstLine...)
        tileWidths.removeSubrange(min(start, tileWidths.count)...)
        var index = start
        while index < count {
            let end = lineEnd(from: index)
            lineStarts.append(index)
            let (height, widths) = scaled(index..<end)
            lineHeights.append(height)
            tileWidths += widths
            index = end
        }
    }

    /// Where the line starting at `start` ends: with the tiles that, scaled to the width, come
    /// nearest the chosen height.
    private func lineEnd(from start: Int) -> Int {
        var end = start + 1
        var used = naturalWidths[start]
        while end < count, used + Self.spacing * (end - start) < width {
            used += naturalWidths[end]
            end += 1
        }
        guard used + Self.spacing * (end - start - 1) >= width, end - start > 1 else { return end }
        // Without its last tile the line is scaled up; with it, down: the nearer to the height wins.
        let with = height(forTiles: start..<end)
        let without = height(forTiles: start..<(end - 1))
        let fewerIsNearer = abs(without - Double(tileHeight)) < abs(with - Double(tileHeight))
        return fewerIsNearer && without <= Double(tileHeight) * Self.largestScale ? end - 1 : end
    }

    /// The height at which `tiles` fill the width exactly.
    private func height(forTiles tiles: Range<Int>) -> Double {
        let natural = naturalWidths[tiles].reduce(0, +)
        let room = width - Self.spacing * (tiles.count - 1)
        return Double(tileHeight) * Double(room) / Double(max(1, natural))
    }

    /// The line's height and its tiles' widths: filling the width exactly, unless it is the
    /// last line and too short to, which stays at the chosen height.
    private func scaled(_ tiles: Range<Int>) -> (height: Int, widths: [Int]) {
        let natural = Array(naturalWidths[tiles])
        let room = width - Self.spacing * (tiles.count - 1)
        let total = natural.reduce(0, +)
        guard total >= room || tiles.upperBound < count else {
            return (tileHeight, natural)
        }
        let scale = Double(room) / Double(max(1, total))
        var widths = natural.map { max(1, Int((Double($0) * scale).rounded())) }
        // Rounding leaves a point or two: the last tile takes them, so the line ends at the edge.
        widths[widths.count - 1] += room - widths.reduce(0, +)
        return (max(1, Int((Double(tileHeight) * scale).rounded())), widths)
    }
}
