import PixscoutViewModel

/// How the grid lays results out, worked out without a window: a fixed-height masonry. Tiles
/// have one height and each is as wide as its image's shape asks (within bounds), so every
/// picture keeps its shape; as many as fit go on a line, in order.
struct GridPacking: Equatable {
    /// The gap between tiles, in points.
    static let spacing = 6
    /// A tile is never wider than this for its height, nor narrower: a panorama or a tower
    /// is shown whole inside it, with room around.
    static let aspectRange = 0.6...2.2
    /// Until a library says an image's size: a photograph's usual shape.
    static let unknownAspect = 1.5

    /// The tiles' height, in points.
    let tileHeight: Int
    /// The width the lines fill.
    private(set) var width: Int
    /// Each result's tile width.
    private(set) var tileWidths: [Int] = []
    /// The first result of each line.
    private(set) var lineStarts: [Int] = []

    init(width: Int, tileHeight: Int = GridTileSize.standard.points) {
        self.tileHeight = tileHeight
        self.width = max(tileHeight, width)
    }

    var count: Int {
        tileWidths.count
    }

    var lineCount: Int {
        lineStarts.count
    }

    /// A tile's natural width for an image of `aspect` (width over height; nil: unknown).
    func naturalWidth(aspect: Double?) -> Int {
        let shape = aspect.flatMap { $0.isFinite && $0 > 0 ? $0 : nil } ?? Self.unknownAspect
        let bounded = min(max(shape, Self.aspectRange.lowerBound), Self.aspectRange.upperBound)
        return Int((Double(tileHeight) * bounded).rounded())
    }

    /// Replaces every result with images of these shapes.
    mutating func replace(aspects: [Double?]) {
        tileWidths = aspects.map(naturalWidth)
        repack(from: 0)
    }

    /// Adds results: the last line, which may have had room, is packed again with them.
    mutating func append(aspects: [Double?]) {
        tileWidths += aspects.map(naturalWidth)
        repack(from: lineStarts.last ?? 0)
    }

    /// The window's width changed: every line is packed again.
    mutating func resize(to newWidth: Int) {
        let fitted = max(tileHeight, newWidth)
        guard fitted != width else { return }
        width = fitted
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
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= index { low = middle } else { high = middle - 1 }
        }
        return max(0, low)
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
        var index = start
        while index < count {
            lineStarts.append(index)
            var used = min(tileWidths[index], width)
            index += 1
            while index < count, used + Self.spacing + tileWidths[index] <= width {
                used += Self.spacing + tileWidths[index]
                index += 1
            }
        }
    }
}
