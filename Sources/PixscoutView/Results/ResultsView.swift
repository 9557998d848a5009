import GtkKit
import PixscoutLocalization
import PixscoutProbe
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
    private let emptyState: ResultsEmptyState
    let viewModel: any ResultsViewModeling
    let selection: any SelectionViewModeling
    let probe: ResultsProbe?
    let laterFrames: NextFrameQueue
    /// The recycled rows, bound to the lines ``PoolGeometry`` says.
    let pool: ResultsPool
    /// The lines, the pool's place among them, the anchor of a new layout, the results on
    /// screen: changed only through its own steps.
    var viewport = ResultsViewport()
    /// True while the view itself selects a row, so that GTK's "row-selected" is not taken for a click.
    private var applyingSelection = false
    private var observations: [ObservationToken] = []
    /// The pointer and the keys, for as long as the view lives.
    private var input: ResultsInput?
    var rebinds = 0
    var layoutRequested = false
    var offScreenBindingScheduled = false

    /// - Parameter laterFrames: where work that can wait a frame goes, shared with the rest of
    ///   the window so that no two such jobs land in one frame.
    init(
        results: any ResultsViewModeling, selection: any SelectionViewModeling, probe: (any ViewProbing)?,
        laterFrames: NextFrameQueue, emptyWays: ResultsEmptyState.Ways,
        dragPayload: @escaping @MainActor () -> DragSource.Payload?
    ) {
        emptyState = ResultsEmptyState(ways: emptyWays, probe: probe)
        viewModel = results
        self.selection = selection
        self.laterFrames = laterFrames
        let probe = probe.map(ResultsProbe.init)
        self.probe = probe
        pool = ResultsPool { index, pixels in probe?.previewShown(at: index, pixels: pixels) }
        build()
        input = ResultsInput(view: self, dragPayload: dragPayload)
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
        // The list holds the keyboard focus itself when the focused result's row or tile is
        // hidden as the pool is re-bound (see ``keepingFocus(_:)``); Tab still goes to a row.
        list.canFocus = true
        // In the grid the tiles show the selection and the pointer, not the strips around them.
        StyleSheet.apply(
            "list.results > row { transition: none; outline-style: solid; } "
                + "list.results.grid > row, list.results.grid > row:hover { background: none; box-shadow: none; }")
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
        root.onScaleFactorChanged { [weak self] in self?.tellPreviewBox() }
        // Only the page shown is measured, so the first frame spends nothing on the other.
        root.isHomogeneous = false
        root.addNamed(scroller, name: Page.results.rawValue)
        root.addNamed(emptyState.page.root, name: Page.empty.rawValue)
    }

    /// After `showAll`: spare rows and the loading row stay hidden.
    func restoreVisibility() {
        tellPreviewBox()
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
        keepingFocus { applyKeepingFocus(change) }
    }

    private func applyKeepingFocus(_ change: ResultsChange) {
        switch change {
        case .replaced(let newCount):
            viewport.replace(count: newCount, aspects: aspects(in:))
            scroller.verticalAdjustment.value = 0
            measureRowHeight()
            rebind(all: true)
            probe?.replaced(count: newCount)
        case .appended(let range):
            let lastLine = lines.lineCount - 1
            viewport.append(range, aspects: aspects(in:))
            rebind()
            // The grid's last line may have taken some of the new results: its row shows them.
            // The row stays the same, and with it a tile's keyboard focus.
            if let row = pool.lines.first(where: { $0.line == lastLine && !$0.needsContent }) {
                row.bind(content(ofLine: lastLine))
                showSelectionInPool()
            }
            pool.lines.forEach { $0.tellPositions(of: lines.count) }
            probe?.record(.rows(lines.count))
        case .updated(let indices):
            // Rows showing them show their new records; the others get them when bound.
            for line in pool.lines where !line.needsContent {
                guard let shown = line.line,
                    lines.results(inLine: shown).contains(where: indices.contains) else { continue }
                line.bind(content(ofLine: shown))
            }
            showSelectionInPool()
        case .loadingMore(let loading):
            loadingMore.isVisible = loading
            probe?.record(.loadingMore(loading))
        }
    }

    func scrolled() {
        guard geometry.count > 0 else { return }
        let adjustment = scroller.verticalAdjustment
        keepingFocus {
            if viewport.scroll(offset: adjustment.value, pageSize: adjustment.pageSize) {
                rebind()
            } else {
                bindPlacedRowsOnScreen()
            }
        }
        reportVisibleRows()
        scheduleRowBoundsRecord()
    }

    /// A plain click in the list: GTK selected the row alone.
    func rowWasSelected(_ row: ListBoxRow?) {
        guard !applyingSelection, let row, let index = resultRow(for: row)?.index else { return }
        selection.selectRow(at: index)
    }

    /// Shows the selected results as selected on the pool's rows, and only those; with
    /// `focus`, the focused result takes the keyboard focus.
    func showSelectionInPool(focus: Bool = false) {
        applyingSelection = true
        defer { applyingSelection = false }
        let indices = selection.selectedIndices.value
        for line in pool.lines {
            line.showSelection(indices, in: list)
        }
        if focus, let selected {
            poolLine(showing: selected)?.focus(selected)
        }
    }

    /// Which results each line shows.
    var lines: ResultLines { viewport.lines }
    /// The lines' heights and the pool's place among them.
    var geometry: PoolGeometry { viewport.geometry }

    func poolLine(for row: ListBoxRow) -> (any ResultsLine)? {
        pool.line(for: row)
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
        return pool.lines.first { $0.line == line }
    }
}
