import GtkKit
import PixscoutLocalization
import PixscoutViewModel

/// The results, as a list or a grid: a fixed pool of recycled rows (about a screen and a half)
/// re-bound to lines of results as the list scrolls, between two spacers that give the
/// scrollbar the height of every line. A list row shows one result; a grid's row is a strip of
/// tiles. A frame costs the same at 50 results and at 5,000. Selection and keyboard navigation
/// work in result indices, so they survive re-binding. ``PoolGeometry`` does the arithmetic in
/// lines, ``ResultLines`` says which results each line shows.
@MainActor
final class ResultsView {
    /// The pages of the results area.
    enum Page: String {
        case results, empty
    }

    let root = Stack()
    let list = ListBox()
    let scroller = ScrolledWindow()
    let topSpacer = Box(.vertical)
    let bottomSpacer = Box(.vertical)
    let loadingMore = Box(.horizontal, spacing: 8)
    private let loadingMoreSpinner = Spinner()
    private let emptyState = ResultsEmptyState()
    let viewModel: any ResultsViewModeling
    let selection: any SelectionViewModeling
    let probe: (any ViewProbing)?
    let laterFrames: NextFrameQueue
    var pool: [any ResultsLine] = []
    /// The pool's rows by their GTK row, for clicks and sorting.
    var poolRows: [ObjectIdentifier: any ResultsLine] = [:]
    var geometry = PoolGeometry()
    var lines = ResultLines()
    var measured = false
    /// The selected result, as the view shows it.
    var selected: Int?
    /// True while the view itself selects a row, so that GTK's "row-selected" is not taken for a click.
    var applyingSelection = false
    private var observations: [ObservationToken] = []
    var lastVisible: Range<Int>?
    var previewsShown = 0
    var lastRecordedRowBounds: [String] = []
    var rebinds = 0
    var layoutRequested = false
    var offScreenBindingScheduled = false
    /// The result to scroll back to once the list is laid out with new lines.
    var anchorAfterLayout: Int?

    /// What a drag of a row carries, once the row's result is selected.
    let dragPayload: @MainActor () -> DragSource.Payload?
    var dragSource: DragSource?
    /// Where the left button last went down in the list: the result a drag starts from, and
    /// the one a double click opens in the grid.
    var pressPoint: WidgetPoint?

    /// - Parameter laterFrames: where work that can wait a frame goes, shared with the rest of
    ///   the window so that no two such jobs land in one frame.
    init(
        results: any ResultsViewModeling, selection: any SelectionViewModeling, probe: (any ViewProbing)?,
        laterFrames: NextFrameQueue, dragPayload: @escaping @MainActor () -> DragSource.Payload?
    ) {
        viewModel = results
        self.selection = selection
        self.laterFrames = laterFrames
        self.probe = probe
        self.dragPayload = dragPayload
        build()
        observations = [
            results.resultsChanges.observe { [weak self] change in self?.apply(change) },
            results.display.observe { [weak self] display in self?.show(display) },
            selection.selectedIndex.observe { [weak self] index in self?.showSelection(index) },
            selection.selectedIndices.observe { [weak self] _ in self?.showSelectionInPool() },
        ]
    }

    private func build() {
        list.accessibleName = tr("Search results")
        // The selection shows at once, not faded in; a solid focus ring costs next to nothing
        // to paint, where cairo strokes the theme's dashed one dash by dash.
        list.addStyleClass("results")
        list.allowMultipleSelection()
        // In the grid the tiles show the selection and the pointer, not the strips around them.
        StyleSheet.apply(
            "list.results > row { transition: none; outline-style: solid; } "
                + "list.results.grid > row, list.results.grid > row:hover { background: none; box-shadow: none; }")
        attachInput()
        loadingMoreSpinner.isSpinning = true
        loadingMore.setAlignment(horizontal: .center, vertical: .center)
        loadingMore.setMargins(12)
        loadingMore.packStart(loadingMoreSpinner)
        loadingMore.packStart(Label(tr("Loading more…")))
        loadingMore.accessibleName = tr("Loading more results")
        loadingMore.hideUntilShown()
        let content = Box(.vertical)
        content.packStart(topSpacer)
        content.packStart(list)
        content.packStart(bottomSpacer)
        content.packStart(loadingMore)
        scroller.add(content)
        // GTK would scroll to a focused row from its last allocation, which re-binding has
        // made stale; the view scrolls to the selection itself.
        scroller.stopsScrollingToFocus()
        scroller.ignoresContentWidth()
        scroller.setExpand(horizontal: true, vertical: true)
        let adjustment = scroller.verticalAdjustment
        adjustment.onValueChanged { [weak self] in self?.scrolled() }
        adjustment.onChanged { [weak self] in self?.duringLayout { self?.listLengthChanged() } }
        scroller.onSizeAllocate { [weak self] in self?.duringLayout { self?.viewportWasLaidOut() } }
        list.onSizeAllocate { [weak self] in self?.scheduleRowBoundsRecord() }
        // Previews are made for the screen's density: sharp on a HiDPI screen.
        root.onScaleFactorChanged { [weak self] in self?.tellPixelsPerPoint() }
        // Only the page shown is measured, so the first frame spends nothing on the other.
        root.isHomogeneous = false
        root.addNamed(scroller, name: Page.results.rawValue)
        root.addNamed(emptyState.page.root, name: Page.empty.rawValue)
    }

    private func tellPixelsPerPoint() {
        viewModel.setPreviewBox(previewBox.at(pixelsPerPoint: root.scaleFactor))
    }

    /// A list row's thumbnail, or the widest tile of the grid.
    private var previewBox: PreviewBox {
        switch lines.layout {
        case .list: PreviewBox.row
        case .grid: PreviewBox(width: GridPacking.naturalWidth(aspect: GridPacking.aspectRange.upperBound), height: GridPacking.tileHeight)
        }
    }

    var layout: ResultsLayout {
        lines.layout
    }

    /// Shows the results as a list or a grid: the pool is made again of the other kind of row,
    /// and the selected result stays in view.
    func setLayout(_ layout: ResultsLayout) {
        guard layout != lines.layout else { return }
        for line in pool {
            list.remove(line.row)
        }
        pool = []
        poolRows = [:]
        measured = false
        geometry.rowHeight = PoolGeometry.estimatedRowHeight
        geometry.poolSize = 0
        list.setSelectionMode(multiple: layout == .list)
        if layout == .grid { list.addStyleClass("grid") } else { list.removeStyleClass("grid") }
        lines.setLayout(layout, count: viewModel.resultCount, aspects: aspects(in:))
        if layout == .grid { _ = lines.resize(to: gridWidth) }
        tellPixelsPerPoint()
        relayLines()
        probe?.record(.resultsLayout(layout.rawValue))
    }

    /// The lines changed (another layout, another width): the pool is bound again from the
    /// top, or from the selected result's line.
    func relayLines() {
        // The result to keep in view: the selected one, else the first one on screen.
        let anchor = selected ?? lastVisible?.lowerBound ?? 0
        geometry.count = lines.lineCount
        let adjustment = scroller.verticalAdjustment
        let wanted = geometry.wantedPoolSize(pageSize: adjustment.pageSize)
        if wanted > pool.count { growPool(to: wanted) }
        measureRowHeight()
        geometry.first = min(max(0, lines.line(of: anchor) - 1), max(0, geometry.count - geometry.poolSize))
        lastVisible = nil
        rebind(all: true)
        // The scrollbar takes its new length when GTK lays the list out: until then, a place
        // past the old length would be cut short, so the anchor is scrolled to again then.
        scrollBack(to: anchor)
        anchorAfterLayout = anchor
        if selected != nil { showSelectionInPool(focus: list.containsFocus) }
    }

    private func listLengthChanged() {
        guard let anchor = anchorAfterLayout else {
            scrolled()
            return
        }
        scrollBack(to: anchor)
        // A layout before the one with the new lines leaves the anchor for the next.
        if scroller.verticalAdjustment.upper >= Double(geometry.rowHeight * (lines.line(of: anchor) + 1)) {
            anchorAfterLayout = nil
        }
    }

    /// Scrolls so that result `anchor` shows: the selection into view, else a first
    /// result on screen at the top.
    func scrollBack(to anchor: Int) {
        if selected != nil {
            scrollIntoView(anchor)
        } else {
            scroller.verticalAdjustment.value = Double(geometry.rowHeight * lines.line(of: anchor))
            scrolled()
        }
    }

    /// The width the grid's lines fill: the viewport's, less the strips' margins.
    var gridWidth: Int {
        scroller.allocation.width - 2 * GridStrip.margin - 8
    }

    /// The shapes of the images in `range`, width over height.
    func aspects(in range: Range<Int>) -> [Double?] {
        range.map { viewModel.cellModel(at: $0)?.aspectRatio }
    }

    /// After `showAll`: spare rows and the loading row stay hidden.
    func restoreVisibility() {
        tellPixelsPerPoint()
        loadingMore.isVisible = viewModel.isLoadingMore
        rebind()
        show(viewModel.display.value)
    }

    /// Work ahead, for when the window has time: the loading row's spinner icon.
    func prepare() {
        loadingMoreSpinner.prepareIcon()
    }

    private func show(_ display: ResultsDisplay) {
        switch display {
        case .list:
            root.visibleChildName = Page.results.rawValue
        case .empty(let reason):
            emptyState.show(reason)
            root.visibleChildName = Page.empty.rawValue
        }
    }

    // MARK: Changes

    private func apply(_ change: ResultsChange) {
        switch change {
        case .replaced(let newCount):
            lines.replace(count: newCount, aspects: aspects(in:))
            geometry.count = lines.lineCount
            geometry.first = 0
            selected = nil
            previewsShown = 0
            lastVisible = nil
            scroller.verticalAdjustment.value = 0
            measureRowHeight()
            rebind(all: true)
            probe?.record(.rows(newCount))
        case .appended(let range):
            let lastLine = lines.lineCount - 1
            lines.append(range, aspects: aspects(in:))
            geometry.count = lines.lineCount
            rebind()
            // The grid's last line may have taken some of the new results: its row shows them.
            // The row stays the same, and with it a tile's keyboard focus.
            if let row = pool.first(where: { $0.line == lastLine && !$0.needsContent }) {
                row.bind(content(ofLine: lastLine))
                showSelectionInPool()
            }
            pool.forEach { $0.tellPositions(of: lines.count) }
            probe?.record(.rows(lines.count))
        case .loadingMore(let loading):
            loadingMore.isVisible = loading
            probe?.record(.loadingMore(loading))
        }
    }

    func scrolled() {
        guard geometry.count > 0 else { return }
        let adjustment = scroller.verticalAdjustment
        let first = geometry.firstResult(offset: adjustment.value, pageSize: adjustment.pageSize)
        if first != geometry.first {
            geometry.first = first
            rebind()
        } else {
            bindPlacedRowsOnScreen()
        }
        reportVisibleRows()
        scheduleRowBoundsRecord()
    }

    func poolLine(for row: ListBoxRow) -> (any ResultsLine)? {
        poolRows[ObjectIdentifier(row)]
    }

    /// The list row showing `row`, in the list's layout.
    func resultRow(for row: ListBoxRow) -> ResultRow? {
        poolLine(for: row) as? ResultRow
    }

    /// The result under a point of the list.
    func result(at point: WidgetPoint) -> Int? {
        list.rowAtY(point.y).flatMap(poolLine)?.result(atX: point.x)
    }

    /// The pool row that shows result `index`, if it is bound.
    func poolLine(showing index: Int) -> (any ResultsLine)? {
        let line = lines.line(of: index)
        return pool.first { $0.line == line }
    }
}
