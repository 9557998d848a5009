import Foundation
import GtkKit
import PixscoutViewModel

/// The results' scrolled list: a fixed pool of recycled rows (about a screen and a half)
/// re-bound to lines of results as the list scrolls, as a list or a grid. A frame costs the same
/// at 50 results and at 5,000. ``ResultsViewport`` says where the lines stand and
/// ``ResultsPool`` holds the rows; this keeps the two in step as results come, the list
/// scrolls, GTK lays it out or the layout changes, and is the one place the viewport changes.
@MainActor
final class ResultsRows {
    let scroller = ScrolledWindow()
    let pool: ResultsPool
    private let results: any ResultsViewModeling
    private let selection: any SelectionViewModeling
    /// Hears each scroll, with the results on screen when they changed.
    private var onScrolled: @MainActor (Range<Int>?) -> Void = { _ in }
    private var viewport = ResultsViewport()
    /// How often the pool was bound: whether a step during GTK's layout re-bound it.
    private var rebinds = 0
    /// Another layout of the scrolled list, on the next turn.
    private let layoutAgain = CoalescedJob { job in Task { @MainActor in job() } }
    /// Off-screen rows' content, in a frame of their own.
    private let offScreenBinding: CoalescedJob

    /// - Parameters:
    ///   - footer: what shows below the last line (the loading row).
    ///   - laterFrames: where work that can wait a frame goes, shared with the rest of the
    ///     window so that no two such jobs land in one frame.
    init(footer: Widget, results: any ResultsViewModeling, selection: any SelectionViewModeling, pool: ResultsPool,
        laterFrames: NextFrameQueue) {
        self.results = results
        self.selection = selection
        self.pool = pool
        offScreenBinding = CoalescedJob { laterFrames.enqueue($0) }
        pool.content.packStart(footer)
        scroller.add(pool.content)
        // GTK would scroll to a focused row from its last allocation, which re-binding has
        // made stale; the view scrolls to the selection itself.
        scroller.stopsScrollingToFocus()
        scroller.ignoresContentWidth()
        scroller.setExpand(horizontal: true, vertical: true)
        let adjustment = scroller.verticalAdjustment
        adjustment.onValueChanged { [weak self] in self?.scrolled() }
        adjustment.onChanged { [weak self] in self?.duringLayout { self?.listLengthChanged() } }
        scroller.onSizeAllocate { [weak self] in self?.duringLayout { self?.viewportWasLaidOut() } }
    }

    /// `listener` hears each scroll, with the results on screen when they changed.
    func onScroll(_ listener: @escaping @MainActor (Range<Int>?) -> Void) {
        onScrolled = listener
    }

    /// Which results each line shows.
    var lines: ResultLines { viewport.lines }
    /// The lines' heights and the pool's place among them.
    var geometry: PoolGeometry { viewport.geometry }

    /// New results, `count` of them, shown from the top.
    func replace(count: Int) {
        keepingFocus {
            viewport.replace(count: count, aspects: aspects(in:))
            scroller.verticalAdjustment.value = 0
            measureRowHeight()
            rebind(all: true)
        }
    }

    /// More results after those shown.
    func append(_ range: Range<Int>) {
        keepingFocus {
            let lastLine = lines.lineCount - 1
            viewport.append(range, aspects: aspects(in:))
            rebind()
            // The grid's last line may have taken some of the new results: its row shows them.
            // The row stays the same, and with it a tile's keyboard focus.
            if pool.rebindRows(showing: { $0 == lastLine }, content: content(ofLine:)) { showSelectionInPool() }
            pool.lines.forEach { $0.tellPositions(of: lines.count) }
        }
    }

    /// Rows showing results of `updated` show their new records; the others get them when bound.
    func update(_ updated: IndexSet) {
        keepingFocus {
            pool.rebindRows(showing: { lines.results(inLine: $0).contains(where: updated.contains) },
                content: content(ofLine:))
            showSelectionInPool()
        }
    }

    /// The rows follow the scrollbar.
    func scrolled() {
        // In GTK's layout the scrollbar moves before the size-allocate handler packs the lines
        // for a new width (the results shown again after the window changed under the empty
        // page): the old lines would name the wrong results on screen. The handler scrolls.
        guard geometry.count > 0, lines.fills(gridWidth) else { return }
        let adjustment = scroller.verticalAdjustment
        keepingFocus {
            if viewport.scroll(offset: adjustment.value, pageSize: adjustment.pageSize) {
                rebind()
            } else {
                pool.bindPlacedRows(in: onScreen, content: content(ofLine:))
            }
        }
        onScrolled(viewport.newlyVisible(offset: adjustment.value, pageSize: adjustment.pageSize))
    }

    /// Shows the results as `layout` with `tiles`: the pool is made again of that kind of
    /// row, and the selected (or first visible) result stays in view.
    func relayout(as layout: ResultsLayout, tiles: GridTileSize) {
        pool.empty(for: layout)
        viewport.setLayout(layout, tiles: tiles, count: results.resultCount, gridWidth: gridWidth,
            aspects: aspects(in:))
        tellPreviewBox()
        relayLines()
    }

    /// Previews are made for the box shown and the screen's density: sharp on a HiDPI screen.
    func tellPreviewBox() {
        results.setPreviewBox(lines.previewBox.at(pixelsPerPoint: scroller.scaleFactor))
    }

    /// The grid's tiles, kept for when the grid is shown (the list shows none).
    func keep(tiles: GridTileSize) {
        viewport.setTiles(tiles)
    }

    /// The lines changed (another layout, another width): the pool is bound again from the
    /// top, or from the selected result's line.
    private func relayLines() {
        // The result to keep in view: the selected one, else the first one on screen.
        let anchor = selection.selectedIndex.value ?? viewport.lastVisible?.lowerBound ?? 0
        viewport.updateLineHeights()
        let wanted = geometry.wantedPoolSize(pageSize: scroller.verticalAdjustment.pageSize)
        if wanted > pool.count { growPool(to: wanted) }
        measureRowHeight()
        viewport.relay(from: anchor)
        rebind(all: true)
        // The scrollbar takes its new length when GTK lays the list out: until then, a place
        // past the old length would be cut short, so the anchor is scrolled to again then.
        scrollBack(to: anchor)
        viewport.keepInView(afterLayout: anchor)
        if selection.selectedIndex.value != nil { showSelectionInPool(focus: list.containsFocus) }
    }

    /// The scrollbar's length changed (GTK laid the list out): a layout's anchor is scrolled
    /// back to, else the rows follow.
    private func listLengthChanged() {
        guard let anchor = viewport.anchorAfterLayout else {
            scrolled()
            return
        }
        scrollBack(to: anchor)
        viewport.listLaidOut(length: scroller.verticalAdjustment.upper)
    }

    /// Scrolls so that result `anchor` shows: the selection into view, else a first
    /// result on screen at the top.
    private func scrollBack(to anchor: Int) {
        if selection.selectedIndex.value != nil {
            scrollIntoView(anchor)
        } else {
            scroller.verticalAdjustment.value = Double(geometry.top(of: lines.line(of: anchor)))
            scrolled()
        }
    }

    private func viewportWasLaidOut() {
        // The grid's lines fill the width: a new width packs them again.
        if viewport.resize(toWidth: gridWidth) {
            keepingFocus(relayLines)
            return
        }
        let wanted = geometry.wantedPoolSize(pageSize: scroller.verticalAdjustment.pageSize)
        if wanted > pool.count {
            growPool(to: wanted)
            keepingFocus { rebind() }
        }
        scrolled()
    }

    private func growPool(to size: Int) {
        pool.grow(to: size, layout: lines.layout)
        viewport.setPool(size: pool.count, rowChrome: pool.rowChrome)
    }

    /// Every row of the list has the same height: that of the first one bound, measured once.
    /// The grid's rows are their lines' heights, with what the first one measured around its
    /// tiles.
    private func measureRowHeight() {
        guard pool.measuredHeight == nil, geometry.count > 0 else { return }
        let height = pool.measure(binding: content(ofLine: 0), layout: lines.layout)
        viewport.setPool(size: pool.count, rowHeight: height, rowChrome: pool.rowChrome)
    }

    /// Binds the pool to the viewport's lines and shows the selection. Rows off screen get
    /// their place now and their content in a frame of their own, after this one.
    func rebind(all: Bool = false) {
        if pool.bind(geometry, onScreen: onScreen, all: all, content: content(ofLine:)) {
            bindOffScreenRowsInALaterFrame()
        }
        showSelectionInPool()
        rebinds += 1
    }

    /// Runs `body` while GTK lays the window out (the viewport grew, the pool with it). Rows
    /// shown then keep no place until some unrelated resize, and GTK finds no row under a click
    /// meanwhile: when `body` rebound the pool, the scrolled window asks for a layout again
    /// after this turn. Asking the list itself does nothing: GTK takes it as already queued.
    private func duringLayout(_ body: () -> Void) {
        let before = rebinds
        body()
        guard rebinds != before else { return }
        layoutAgain.request { [weak self] in self?.scroller.queueResize() }
    }

    private func bindOffScreenRowsInALaterFrame() {
        offScreenBinding.request { [weak self] in
            guard let self else { return }
            keepingFocus { pool.bindPlacedRows(content: content(ofLine:)) }
        }
    }

    private func content(ofLine line: Int) -> LineContent {
        LineContent(line: line, of: lines, results: results)
    }

    /// The shapes of the images in `range`, width over height.
    private func aspects(in range: Range<Int>) -> [Double?] {
        range.map { results.cellModel(at: $0)?.aspectRatio }
    }

    /// Shows the selected results as selected on the pool's rows, and only those; with
    /// `focus`, the focused result takes the keyboard focus.
    func showSelectionInPool(focus: Bool = false) {
        pool.showSelection(selection.selectedIndices.value, focusing: focus ? focused : nil)
    }

    /// Runs `body`, which binds, shows and hides rows and tiles, keeping the keyboard focus
    /// in the results: on the selected one, or on the list.
    func keepingFocus(_ body: () -> Void) {
        pool.keepingFocus(on: { focused }, body)
    }

    /// The focused result and its line.
    private var focused: (result: Int, line: Int)? {
        selection.selectedIndex.value.map { ($0, lines.line(of: $0)) }
    }
}
