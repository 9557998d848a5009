import GtkKit
import PixscoutLocalization
import PixscoutViewModel

/// The results: a fixed pool of recycled rows (about a screen and a half) re-bound to results
/// as the list scrolls, between two spacers that give the scrollbar the height of every result.
/// A frame costs the same at 50 results and at 5,000. Selection and keyboard navigation work
/// in result indices, so they survive re-binding.
@MainActor
final class ResultsView {
    /// The pool covers this many screens, so scrolling a little never shows an unbound row.
    static let screensInPool = 1.5
    /// Until a row is measured: a thumbnail and its margins.
    static let estimatedRowHeight = 112

    let root = Stack()
    let list = ListBox()
    private let scroller = ScrolledWindow()
    private let topSpacer = Box(.vertical)
    private let bottomSpacer = Box(.vertical)
    private let loadingMore = Box(.horizontal, spacing: 8)
    private let loadingMoreSpinner = Spinner()
    private let emptyState = StatusPage()
    private let viewModel: any ImageSearchListViewModeling
    private let probe: (any ViewProbing)?
    private let laterFrames: NextFrameQueue
    private var pool: [ResultRow] = []
    /// The pool's rows by their GTK row, for clicks and sorting.
    private var poolRows: [ObjectIdentifier: ResultRow] = [:]
    /// The result bound to the pool's first row.
    private var first = 0
    private var count = 0
    private var rowHeight = ResultsView.estimatedRowHeight
    private var measured = false
    private var selected: Int?
    /// True while the view itself selects a row, so that GTK's "row-selected" is not taken for a click.
    private var applyingSelection = false
    private var observations: [ObservationToken] = []
    private var lastVisible: Range<Int>?
    private var previewsShown = 0
    private var lastRecordedRowBounds: [String] = []

    /// What a drag of a row carries, once the row's result is selected.
    private let dragPayload: @MainActor () -> DragSource.Payload?
    private var dragSource: DragSource?
    /// Where the left button last went down in the list: the row a drag starts from.
    private var pressY: Int?

    /// - Parameter laterFrames: where work that can wait a frame goes, shared with the rest of
    ///   the window so that no two such jobs land in one frame.
    init(viewModel: any ImageSearchListViewModeling, probe: (any ViewProbing)?, laterFrames: NextFrameQueue,
         dragPayload: @escaping @MainActor () -> DragSource.Payload?) {
        self.viewModel = viewModel
        self.laterFrames = laterFrames
        self.probe = probe
        self.dragPayload = dragPayload
        build()
        observations = [
            viewModel.resultsChanges.observe { [weak self] change in self?.apply(change) },
            viewModel.selectedIndex.observe { [weak self] index in self?.showSelection(index) },
            viewModel.status.observe { [weak self] status in self?.showStatus(status) },
        ]
    }

    private func build() {
        list.accessibleName = tr("Search results")
        // The theme fades a row's selection in over 150 ms: each move through the results
        // would restyle and repaint two rows for nine frames more. The selection shows at once.
        // Its dashed focus ring was a fifth of the rows' painting (cairo strokes each dash);
        // a solid ring of the same colour and width is as visible and costs next to nothing.
        list.addStyleClass("results")
        StyleSheet.apply("list.results > row { transition: none; outline-style: solid; }")
        list.onRowSelected { [weak self] row in self?.rowWasSelected(row) }
        list.onRowActivated { [weak self] row in
            guard let self, let index = resultRow(for: row)?.index else { return }
            viewModel.openPage(at: index)
        }
        // Rows keep the order of the results they show; spare rows go last.
        list.sortRows { [weak self] row in self?.resultRow(for: row)?.index ?? .max }
        // Rows have no window of their own: the list is the drag source, for the row pressed.
        list.onButtonPress(1) { [weak self] _, y in
            self?.pressY = y
            return false
        }
        dragSource = DragSource(on: list, icon: { [weak self] in self?.selectedResultRow?.thumbnailPixbuf }) { [weak self] in
            guard let self, let y = pressY, let index = list.rowAtY(y).flatMap(resultRow)?.index else { return nil }
            select(index)
            return dragPayload()
        }
        ImageMenu.attach(to: list, probe: probe) { [weak self] y in
            guard let self else { return nil }
            if let y {
                guard let index = list.rowAtY(y).flatMap(resultRow)?.index else { return nil }
                select(index)
            }
            return list.selectedRow
        }
        list.onKeyPress { [weak self] key in self?.handleKey(key) ?? false }
        loadingMoreSpinner.isSpinning = true
        loadingMore.setAlignment(horizontal: .center, vertical: .center)
        loadingMore.setMargins(12)
        loadingMore.packStart(loadingMoreSpinner)
        loadingMore.packStart(Label(tr("Loading more…")))
        loadingMore.accessibleName = tr("Loading more results")
        let content = Box(.vertical)
        content.packStart(topSpacer)
        content.packStart(list)
        content.packStart(bottomSpacer)
        content.packStart(loadingMore)
        scroller.add(content)
        // GTK would scroll to a focused row from its last allocation, which re-binding has
        // made stale; the view scrolls to the selection itself.
        scroller.stopsScrollingToFocus()
        scroller.setExpand(horizontal: true, vertical: true)
        let adjustment = scroller.verticalAdjustment
        adjustment.onValueChanged { [weak self] in self?.scrolled() }
        adjustment.onChanged { [weak self] in self?.duringLayout { self?.scrolled() } }
        scroller.onSizeAllocate { [weak self] in self?.duringLayout { self?.viewportWasLaidOut() } }
        list.onSizeAllocate { [weak self] in self?.scheduleRowBoundsRecord() }
        root.addNamed(scroller, name: "results")
        root.addNamed(emptyState.root, name: "empty")
    }

    /// After `showAll`: spare rows and the loading row stay hidden.
    func restoreVisibility() {
        loadingMore.isVisible = viewModel.isLoadingMore
        rebind()
        root.visibleChildName = count > 0 ? "results" : "empty"
    }

    /// Work ahead, for when the window has time: the loading row's spinner icon.
    func prepare() {
        loadingMoreSpinner.prepareIcon()
    }

    // MARK: Changes

    private func apply(_ change: ResultsChange) {
        switch change {
        case .replaced(let newCount):
            count = newCount
            first = 0
            selected = nil
            previewsShown = 0
            lastVisible = nil
            scroller.verticalAdjustment.value = 0
            measureRowHeight()
            rebind(all: true)
            root.visibleChildName = count > 0 ? "results" : "empty"
            probe?.record("rows \(count)")
        case .appended(let range):
            count = range.upperBound
            rebind()
            probe?.record("rows \(count)")
        case .loadingMore(let loading):
            loadingMore.isVisible = loading
            probe?.record("loading-more \(loading)")
        }
    }

    // MARK: The pool

    private var visibleRowCount: Int {
        let page = scroller.verticalAdjustment.pageSize
        return max(1, Int((page / Double(rowHeight)).rounded(.up)))
    }

    private func viewportWasLaidOut() {
        let wanted = Int((Double(visibleRowCount) * Self.screensInPool).rounded(.up)) + 2
        if wanted > pool.count {
            growPool(to: wanted)
            rebind()
        }
        scrolled()
    }

    private func growPool(to size: Int) {
        while pool.count < size {
            let row = ResultRow { [weak self] index in self?.previewShown(at: index) }
            row.row.setSizeRequest(width: -1, height: measured ? rowHeight : -1)
            pool.append(row)
            poolRows[ObjectIdentifier(row.row)] = row
            list.append(row.row)
        }
    }

    /// Every row has the same height: that of the first one bound, measured once.
    private func measureRowHeight() {
        guard !measured, count > 0 else { return }
        if pool.isEmpty { growPool(to: 1) }
        pool[0].bind(viewModel.cellModel(at: 0), at: 0)
        list.rowChanged(pool[0].row)
        let height = pool[0].row.naturalHeight
        guard height > 0 else { return }
        rowHeight = height
        measured = true
        for row in pool {
            row.row.setSizeRequest(width: -1, height: rowHeight)
        }
    }

    /// Binds the pool to the results from `first` on, sizes the spacers and shows the selection.
    /// Rows that still show a result in the window keep it: a scroll by one row re-binds one
    /// row, not the pool, and text that did not change is not laid out again. Rows off screen
    /// get their place now and their content in a frame of their own, after this one.
    private func rebind(all: Bool = false) {
        let bound = min(pool.count, max(0, count - first))
        let window = first..<(first + bound)
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
        topSpacer.setSizeRequest(width: -1, height: first * rowHeight)
        bottomSpacer.setSizeRequest(width: -1, height: max(0, count - first - bound) * rowHeight)
        showSelectionInPool()
        rebinds += 1
    }

    private var rebinds = 0
    private var layoutRequested = false

    /// Runs `body` while GTK lays the window out (the viewport grew, the pool with it). Rows
    /// shown then were seen to keep no place until some unrelated resize, and GTK found no
    /// row under a click meanwhile: when `body` rebound the pool, the scrolled window asks for
    /// a layout again after this turn. Asking the list itself was seen to do nothing: GTK
    /// takes it as already queued.
    private func duringLayout(_ body: () -> Void) {
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
    private var onScreen: Range<Int> {
        let adjustment = scroller.verticalAdjustment
        let top = Int(adjustment.value) / rowHeight
        let bottom = (Int(adjustment.value + adjustment.pageSize) - 1) / rowHeight
        return top..<max(top, bottom + 1)
    }

    /// Rows placed off screen and scrolled into view before their later frame came get their
    /// content now: GTK handles all the scroll events that arrived between two frames before
    /// the next one, and that frame would show them with the result they showed before.
    private func bindPlacedRowsOnScreen() {
        let seen = onScreen
        for row in pool where row.needsContent {
            guard let index = row.index, seen.contains(index) else { continue }
            row.bind(viewModel.cellModel(at: index), at: index)
        }
    }

    private var offScreenBindingScheduled = false

    private func bindOffScreenRowsInALaterFrame() {
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

    private func scrolled() {
        guard count > 0 else { return }
        let adjustment = scroller.verticalAdjustment
        let top = Int(adjustment.value) / rowHeight
        let margin = max(0, (pool.count - visibleRowCount) / 2)
        let newFirst = min(max(0, top - margin), max(0, count - pool.count))
        if newFirst != first {
            first = newFirst
            rebind()
        } else {
            bindPlacedRowsOnScreen()
        }
        reportVisibleRows()
        scheduleRowBoundsRecord()
    }

    /// The height of everything scrollable: every result's row, and the loading row.
    var scrollRange: Double {
        scroller.verticalAdjustment.upper
    }

    /// Scrolls so that the list's `offset` pixel is at the top, as the scrollbar would.
    func scroll(to offset: Double) {
        scroller.verticalAdjustment.value = offset
    }

    private func reportVisibleRows() {
        let adjustment = scroller.verticalAdjustment
        // Before the first layout nothing is on screen yet.
        guard count > 0, adjustment.pageSize > 0 else { return }
        let top = min(count - 1, Int(adjustment.value) / rowHeight)
        let bottom = min(count - 1, Int(adjustment.value + adjustment.pageSize - 1) / rowHeight)
        let visible = top..<(bottom + 1)
        guard visible != lastVisible else { return }
        lastVisible = visible
        viewModel.setVisibleRows(visible)
        probe?.record("visible-rows \(top) \(bottom)")
    }

    private func previewShown(at index: Int) {
        guard let probe else { return }
        previewsShown += 1
        probe.record("previews-shown \(previewsShown) row \(index)")
    }

    // MARK: Selection

    /// Selects result `index`, scrolled into view, with the keyboard focus, as the arrow keys do.
    func select(_ index: Int) {
        guard count > 0 else { return }
        let index = min(max(0, index), count - 1)
        scrollIntoView(index)
        selected = index
        showSelectionInPool(focus: true)
        viewModel.selectRow(at: index)
    }

    /// Scrolls at once, not animated: the row must be bound before it can be selected.
    private func scrollIntoView(_ index: Int) {
        let adjustment = scroller.verticalAdjustment
        let top = Double(index * rowHeight)
        let bottom = top + Double(rowHeight)
        if top < adjustment.value {
            adjustment.value = top
        } else if bottom > adjustment.value + adjustment.pageSize {
            adjustment.value = bottom - adjustment.pageSize
        }
        scrolled()
    }

    var selectedIndex: Int? {
        selected
    }

    var hasResults: Bool {
        count > 0
    }

    private var selectedResultRow: ResultRow? {
        list.selectedRow.flatMap(resultRow)
    }

    /// The title `row` draws: what a person reads in it.
    func drawnTitle(of row: ListBoxRow) -> String? {
        resultRow(for: row)?.drawnTitle
    }

    private func resultRow(for row: ListBoxRow) -> ResultRow? {
        poolRows[ObjectIdentifier(row)]
    }

    private func rowWasSelected(_ row: ListBoxRow?) {
        guard !applyingSelection, let row, let index = resultRow(for: row)?.index else { return }
        selected = index
        viewModel.selectRow(at: index)
    }

    /// A selection the view model made (the quick look moving on) is scrolled into view.
    private func showSelection(_ index: Int?) {
        guard index != selected else { return }
        selected = index
        if let index, !onScreen.contains(index) {
            scrollIntoView(index)
        }
        showSelectionInPool()
    }

    /// Selects the pool row bound to the selected result, or none when it is scrolled away.
    private func showSelectionInPool(focus: Bool = false) {
        applyingSelection = true
        defer { applyingSelection = false }
        guard let selected, let row = pool.first(where: { $0.index == selected })?.row else {
            list.unselectAll()
            return
        }
        if list.selectedRow !== row { list.select(row) }
        if focus { row.grabFocus() }
    }

    // MARK: Keyboard

    private func handleKey(_ press: KeyPress) -> Bool {
        guard count > 0 else { return false }
        if selected != nil, ImageMenu.handle(press, on: list) { return true }
        guard !press.control, !press.alt else { return false }
        let current = selected ?? -1
        let page = max(1, visibleRowCount - 1)
        switch press.key {
        case .up: select(max(0, current - 1))
        case .down: select(current + 1)
        case .pageUp: select(max(0, current - page))
        case .pageDown: select(current + page)
        case .home: select(0)
        case .end: select(count - 1)
        case .enter:
            guard let selected else { return false }
            viewModel.openPage(at: selected)
        case .space:
            guard selected != nil else { return false }
            list.activateWindowAction("quick-look")
        default:
            return false
        }
        return true
    }

    // MARK: Empty states

    private func showStatus(_ status: SearchStatus) {
        switch status {
        case .idle:
            emptyState.show(icon: "system-search-symbolic", title: tr("Search free images"),
                            description: tr("Type what you are looking for and press Enter."))
        case .searching(let query):
            emptyState.show(icon: "content-loading-symbolic", title: tr("Searching…"),
                            description: query.isEmpty ? "" : String(format: tr("Looking for “%@”."), query))
        case .noResults(let query):
            emptyState.show(
                icon: "edit-find-symbolic", title: tr("No images found"),
                description: query.isEmpty
                    ? tr("Try other filters.")
                    : String(format: tr("Nothing matches “%@”. Try other words or filters."), query))
        case .failed:
            emptyState.show(icon: "network-error-symbolic", title: tr("No results to show"),
                            description: tr("The message above says what went wrong."))
        case .results:
            break
        }
        if count == 0 { root.visibleChildName = "empty" }
        probe?.record("status \(status)")
    }

    // MARK: Probing

    /// Parents move their windows after allocating children: read positions a turn later.
    private func scheduleRowBoundsRecord() {
        guard probe != nil else { return }
        Task { @MainActor [weak self] in self?.recordRowBounds() }
    }

    private func recordRowBounds() {
        guard let probe else { return }
        let bounds = (0..<6).compactMap { list.row(at: $0).flatMap(resultRow) }.compactMap { row -> String? in
            guard let index = row.index, row.row.isVisible, let position = row.row.positionInWindow else { return nil }
            let size = row.row.allocation
            return "row-bounds \(index) \(position.x) \(position.y) \(size.width) \(size.height)"
        }
        guard bounds != lastRecordedRowBounds else { return }
        lastRecordedRowBounds = bounds
        bounds.forEach(probe.record)
    }
}

