import GtkKit

/// The pool of rows: grown to cover the viewport, measured once, bound to the results that
/// ``PoolGeometry`` says, on screen now and off screen a frame later.
extension ResultsView {
    func viewportWasLaidOut() {
        let wanted = geometry.wantedPoolSize(pageSize: scroller.verticalAdjustment.pageSize)
        if wanted > pool.count {
            growPool(to: wanted)
            rebind()
        }
        scrolled()
    }

    func growPool(to size: Int) {
        while pool.count < size {
            let row = ResultRow { [weak self] index, pixels in self?.previewShown(at: index, pixels: pixels) }
            row.row.setSizeRequest(width: -1, height: measured ? geometry.rowHeight : -1)
            pool.append(row)
            poolRows[ObjectIdentifier(row.row)] = row
            list.append(row.row)
        }
        geometry.poolSize = pool.count
    }

    /// Every row has the same height: that of the first one bound, measured once.
    func measureRowHeight() {
        guard !measured, geometry.count > 0 else { return }
        if pool.isEmpty { growPool(to: 1) }
        pool[0].bind(viewModel.cellModel(at: 0), at: 0)
        list.rowChanged(pool[0].row)
        let height = pool[0].row.naturalHeight
        guard height > 0 else { return }
        geometry.rowHeight = height
        measured = true
        for row in pool {
            row.row.setSizeRequest(width: -1, height: height)
        }
    }

    /// Binds the pool to the results from `first` on, sizes the spacers and shows the selection.
    /// Rows that still show a result in the window keep it: a scroll by one row re-binds one
    /// row, not the pool, and text that did not change is not laid out again. Rows off screen
    /// get their place now and their content in a frame of their own, after this one.
    func rebind(all: Bool = false) {
        let window = geometry.bound
        var free: [ResultRow] = []
        var kept = Set<Int>()
        for row in pool {
            if !all, let index = row.index, window.contains(index) {
                kept.insert(index)
            } else {
                free.append(row)
            }
        }
        let seen = onScreen
        for index in window where !kept.contains(index) {
            let row = free.removeLast()
            if seen.contains(index) {
                row.bind(viewModel.cellModel(at: index), at: index)
            } else {
                row.place(viewModel.cellModel(at: index), at: index)
                bindOffScreenRowsInALaterFrame()
            }
            list.rowChanged(row.row)
        }
        // A window-wide showAll reveals spare rows too: they are hidden again here.
        for row in free where row.index != nil || row.row.isVisible {
            row.bind(nil, at: nil)
            list.rowChanged(row.row)
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

    /// The results whose rows are (at least partly) on screen now.
    var onScreen: Range<Int> {
        geometry.onScreen(offset: scroller.verticalAdjustment.value, pageSize: scroller.verticalAdjustment.pageSize)
    }

    /// Rows placed off screen and scrolled into view before their later frame came get their
    /// content now: GTK handles all the scroll events that arrived between two frames before
    /// the next one, and that frame would show them with the result they showed before.
    func bindPlacedRowsOnScreen() {
        let seen = onScreen
        for row in pool where row.needsContent {
            guard let index = row.index, seen.contains(index) else { continue }
            row.bind(viewModel.cellModel(at: index), at: index)
        }
    }

    func bindOffScreenRowsInALaterFrame() {
        guard !offScreenBindingScheduled else { return }
        offScreenBindingScheduled = true
        laterFrames.enqueue { [weak self] in
            guard let self else { return }
            offScreenBindingScheduled = false
            for row in pool where row.needsContent {
                guard let index = row.index else { continue }
                row.bind(viewModel.cellModel(at: index), at: index)
            }
        }
    }
}
