import GtkKit
import PixscoutProbe
import PixscoutViewModel

/// The list or the grid: switching between them, packing the grid's lines again for a new
/// width, and keeping the selected (or first visible) result in view through both.
extension ResultsView {
    /// Previews are made for the box shown and the screen's density: sharp on a HiDPI screen.
    func tellPreviewBox() {
        viewModel.setPreviewBox(previewBox.at(pixelsPerPoint: root.scaleFactor))
    }

    /// A list row's thumbnail, or the widest tile of the grid.
    private var previewBox: PreviewBox {
        switch lines.layout {
        case .list: PreviewBox.row
        case .grid: PreviewBox(width: lines.largestTile.width, height: lines.largestTile.height)
        }
    }

    var layout: ResultsLayout {
        lines.layout
    }

    /// Shows the results as a list or a grid: the pool is made again of the other kind of row,
    /// and the selected result stays in view, with the keyboard focus when the results had it.
    func setLayout(_ layout: ResultsLayout) {
        guard layout != lines.layout else { return }
        keepingFocus { relayout(as: layout, tiles: lines.tiles) }
        probe?.record(.resultsLayout(layout.rawValue))
    }

    var tiles: GridTileSize {
        lines.tiles
    }

    /// Makes the grid's tiles `tiles` large, the selected result kept in view: the grid's rows
    /// are made again at their new height.
    func setTiles(_ tiles: GridTileSize) {
        guard tiles != lines.tiles else { return }
        if lines.layout == .grid {
            keepingFocus { relayout(as: .grid, tiles: tiles) }
        } else {
            viewport.setTiles(tiles)
        }
        probe?.record(.tiles(tiles.rawValue))
    }

    private func relayout(as layout: ResultsLayout, tiles: GridTileSize) {
        pool.empty(from: list)
        list.setSelectionMode(multiple: layout == .list)
        if layout == .grid { list.addStyleClass("grid") } else { list.removeStyleClass("grid") }
        viewport.setLayout(layout, tiles: tiles, count: viewModel.resultCount, gridWidth: gridWidth,
            aspects: aspects(in:))
        tellPreviewBox()
        relayLines()
    }

    /// The lines changed (another layout, another width): the pool is bound again from the
    /// top, or from the selected result's line.
    func relayLines() {
        // The result to keep in view: the selected one, else the first one on screen.
        let anchor = selected ?? viewport.lastVisible?.lowerBound ?? 0
        viewport.updateLineHeights()
        let adjustment = scroller.verticalAdjustment
        let wanted = geometry.wantedPoolSize(pageSize: adjustment.pageSize)
        if wanted > pool.count { growPool(to: wanted) }
        measureRowHeight()
        viewport.relay(from: anchor)
        rebind(all: true)
        // The scrollbar takes its new length when GTK lays the list out: until then, a place
        // past the old length would be cut short, so the anchor is scrolled to again then.
        scrollBack(to: anchor)
        viewport.keepInView(afterLayout: anchor)
        if selected != nil { showSelectionInPool(focus: list.containsFocus) }
    }

    /// The scrollbar's length changed (GTK laid the list out): a layout's anchor is scrolled
    /// back to, else the rows follow.
    func listLengthChanged() {
        guard let anchor = viewport.anchorAfterLayout else {
            scrolled()
            return
        }
        scrollBack(to: anchor)
        viewport.listLaidOut(length: scroller.verticalAdjustment.upper)
    }

    /// Scrolls so that result `anchor` shows: the selection into view, else a first
    /// result on screen at the top.
    func scrollBack(to anchor: Int) {
        if selected != nil {
            scrollIntoView(anchor)
        } else {
            scroller.verticalAdjustment.value = Double(geometry.top(of: lines.line(of: anchor)))
            scrolled()
        }
    }

    /// The width the grid's lines fill: what the results are shown in, less the strips' margins,
    /// so that every full line ends at the results' right edge.
    var gridWidth: Int {
        scroller.contentWidth - GridStrip.margin
    }

    /// The shapes of the images in `range`, width over height.
    func aspects(in range: Range<Int>) -> [Double?] {
        range.map { viewModel.cellModel(at: $0)?.aspectRatio }
    }
}
