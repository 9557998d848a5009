import GtkKit

/// The pool of rows: grown to cover the viewport, measured once, bound to the lines that
/// ``PoolGeometry`` says, on screen now and off screen a frame later.
extension ResultsView {
    func viewportWasLaidOut() {
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

    func growPool(to size: Int) {
        pool.grow(to: size, layout: lines.layout, in: list)
        viewport.setPool(size: pool.count, rowChrome: pool.rowChrome)
    }

    /// Every row of the list has the same height: that of the first one bound, measured once.
    /// The grid's rows are their lines' heights, with what the first one measured around its
    /// tiles.
    func measureRowHeight() {
        guard pool.measuredHeight == nil, geometry.count > 0 else { return }
        let height = pool.measure(binding: content(ofLine: 0), layout: lines.layout, in: list)
        viewport.setPool(size: pool.count, rowHeight: height, rowChrome: pool.rowChrome)
    }

    /// What line `line` shows.
    func content(ofLine line: Int) -> LineContent {
        let viewModel = viewModel
        return LineContent(
            line: line, results: lines.results(inLine: line), tileWidths: lines.tileWidths(inLine: line),
            tileHeight: lines.lineHeight(line), total: lines.count
        ) { viewModel.cellModel(at: $0) }
    }

    /// Binds the pool to the lines from `first` on, sizes the spacers and shows the selection.
    /// Rows that still show a line in the window keep it: a scroll by one line re-binds one
    /// row, not the pool, and text that did not change is not laid out again. Rows off screen
    /// get their place now and their content in a frame of their own, after this one.
    func rebind(all: Bool = false) {
        let window = geometry.bound
        var free: [any ResultsLine] = []
        var kept = Set<Int>()
        for line in pool.lines {
            if !all, let shown = line.line, window.contains(shown) {
                kept.insert(shown)
            } else {
                free.append(line)
            }
        }
        let seen = onScreen
        for index in window where !kept.contains(index) {
            let line = free.removeLast()
            if seen.contains(index) {
                line.bind(content(ofLine: index))
            } else {
                line.place(content(ofLine: index))
                bindOffScreenRowsInALaterFrame()
            }
            list.rowChanged(line.row)
        }
        // A window-wide showAll reveals spare rows too: they are hidden again here.
        for line in free where line.line != nil || line.row.isVisible {
            line.bind(nil)
            list.rowChanged(line.row)
        }
        bindPlacedRowsOnScreen()
        topSpacer.setSizeRequest(width: -1, height: geometry.topSpacerHeight)
        bottomSpacer.setSizeRequest(width: -1, height: geometry.bottomSpacerHeight)
        showSelectionInPool()
        rebinds += 1
    }

    /// Runs `body` while GTK lays the window out (the viewport grew, the pool with it). Rows
    /// shown then keep no place until some unrelated resize, and GTK finds no row under a click
    /// meanwhile: when `body` rebound the pool, the scrolled window asks for a layout again
    /// after this turn. Asking the list itself does nothing: GTK takes it as already queued.
    func duringLayout(_ body: () -> Void) {
        let before = rebinds
        body()
        guard rebinds != before, !layoutRequested else { return }
        layoutRequested = true
        Task { @MainActor [weak self] in
            guard let self else { return }
            layoutRequested = false
            scroller.queueResize()
        }
    }

    /// The lines whose rows are (at least partly) on screen now.
    var onScreen: Range<Int> {
        geometry.onScreen(offset: scroller.verticalAdjustment.value, pageSize: scroller.verticalAdjustment.pageSize)
    }

    /// Rows placed off screen and scrolled into view before their later frame came get their
    /// content now: GTK handles all the scroll events that arrived between two frames before
    /// the next one, and that frame would show them with the line they showed before.
    func bindPlacedRowsOnScreen() {
        let seen = onScreen
        for line in pool.lines where line.needsContent {
            guard let shown = line.line, seen.contains(shown) else { continue }
            line.bind(content(ofLine: shown))
        }
    }

    func bindOffScreenRowsInALaterFrame() {
        guard !offScreenBindingScheduled else { return }
        offScreenBindingScheduled = true
        laterFrames.enqueue { [weak self] in
            guard let self else { return }
            offScreenBindingScheduled = false
            keepingFocus {
                for line in pool.lines where line.needsContent {
                    guard let shown = line.line else { continue }
                    line.bind(content(ofLine: shown))
                }
            }
        }
    }
}
