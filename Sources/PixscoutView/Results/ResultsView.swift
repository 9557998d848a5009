import GtkKit
import PixscoutLocalization
import PixscoutProbe
import PixscoutViewModel

/// The results: their rows as a list or a grid (``ResultsRows``) with the loading row below,
/// or why there are none (``ResultsEmptyState``), and the pointer and the keys on them
/// (``ResultsInput``). Selection and keyboard navigation work in result indices, so they
/// survive re-binding. What the view keeps is its own: each part changes only through its steps.
@MainActor
final class ResultsView {
    /// The pages of the results area.
    enum Page: String {
        case results, empty
    }

    private let stack = Stack()
    private let loadingMore = Box(.horizontal, spacing: 8)
    private let loadingMoreSpinner = Spinner()
    private let emptyState: ResultsEmptyState
    private let viewModel: any ResultsViewModeling
    private let selection: any SelectionViewModeling
    private let probe: ResultsProbe?
    private let shownRows: ResultsRows
    /// The pointer and the keys, for as long as the view lives.
    private let input: ResultsInput
    private var observations: [ObservationToken] = []

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
        let probe = probe.map(ResultsProbe.init)
        self.probe = probe
        let pool = ResultsPool { index, pixels in probe?.previewShown(at: index, pixels: pixels) }
        let rows = ResultsRows(footer: loadingMore, results: results, selection: selection, pool: pool,
            laterFrames: laterFrames)
        shownRows = rows
        input = ResultsInput(rows: rows, selection: selection, probe: probe?.probe, dragPayload: dragPayload)
        build()
        observations = [
            results.resultsChanges.observe { [weak self] change in self?.apply(change) },
            results.display.observe { [weak self] display in self?.show(display) },
            selection.selectedIndex.observe { [weak rows] index in rows?.showSelection(index) },
            selection.selectedIndices.observe { [weak rows] _ in rows?.showSelectionInPool() },
        ]
    }

    private func build() {
        loadingMoreSpinner.isSpinning = true
        loadingMore.setAlignment(horizontal: .center, vertical: .center)
        loadingMore.setMargins(12)
        loadingMore.packStart(loadingMoreSpinner)
        loadingMore.packStart(Label(tr("Loading more…")))
        loadingMore.accessibleName = tr("Loading more results")
        loadingMore.hideUntilShown()
        let rows = shownRows
        rows.onScroll { [weak self] visible in self?.scrolled(showing: visible) }
        rows.list.onSizeAllocate { [weak self] in self?.recordRowBoundsLater() }
        // Previews are made for the screen's density: sharp on a HiDPI screen.
        stack.onScaleFactorChanged { [weak rows] in rows?.tellPreviewBox() }
        // Only the page shown is measured, so the first frame spends nothing on the other.
        stack.isHomogeneous = false
        stack.addNamed(rows.scroller, name: Page.results.rawValue)
        stack.addNamed(emptyState.page.root, name: Page.empty.rawValue)
    }

    /// The results area, for the window to place.
    var root: Widget { stack }

    /// The rows, read (and scrolled) by the window's tests as a person would see them.
    var rows: ResultsRows { shownRows }

    /// After `showAll`: spare rows and the loading row stay hidden.
    func restoreVisibility() {
        shownRows.tellPreviewBox()
        loadingMore.isVisible = viewModel.isLoadingMore
        shownRows.rebind()
        show(viewModel.display.value)
    }

    /// Work ahead, for when the window has time: the loading row's spinner icon.
    func prepare() {
        loadingMoreSpinner.prepareIcon()
    }

    private func show(_ display: ResultsDisplay) {
        switch display {
        case .list:
            stack.visibleChildName = Page.results.rawValue
        case .empty(let reason):
            emptyState.show(reason)
            stack.visibleChildName = Page.empty.rawValue
        }
    }

    private func apply(_ change: ResultsChange) {
        switch change {
        case .replaced(let count):
            shownRows.replace(count: count)
            probe?.replaced(count: count)
        case .appended(let range):
            shownRows.append(range)
            probe?.record(.rows(shownRows.lines.count))
        case .updated(let indices):
            shownRows.update(indices)
        case .loadingMore(let loading):
            loadingMore.isVisible = loading
            probe?.record(.loadingMore(loading))
        }
    }

    /// The results on screen changed (when `visible` says them): the view model loads their
    /// previews first, and the probe hears it.
    private func scrolled(showing visible: Range<Int>?) {
        if let visible {
            viewModel.setVisibleRows(visible)
            probe?.record(.visibleRows(first: visible.lowerBound, last: visible.upperBound - 1))
        }
        recordRowBoundsLater()
    }

    /// Parents move their windows after allocating children: positions are read a turn later.
    private func recordRowBoundsLater() {
        guard let probe, probe.recordsRowBounds(of: shownRows) else { return }
        Task { @MainActor [weak self] in
            guard let self else { return }
            probe.recordRowBounds(of: shownRows)
        }
    }

    // MARK: Layout

    var layout: ResultsLayout {
        shownRows.lines.layout
    }

    var tiles: GridTileSize {
        shownRows.lines.tiles
    }

    /// Shows the results as a list or a grid: the pool is made again of the other kind of row,
    /// and the selected result stays in view, with the keyboard focus when the results had it.
    func setLayout(_ layout: ResultsLayout) {
        guard layout != self.layout else { return }
        shownRows.keepingFocus { shownRows.relayout(as: layout, tiles: tiles) }
        probe?.record(.resultsLayout(layout.rawValue))
    }

    /// Makes the grid's tiles `tiles` large, the selected result kept in view: the grid's rows
    /// are made again at their new height.
    func setTiles(_ tiles: GridTileSize) {
        guard tiles != self.tiles else { return }
        if layout == .grid {
            shownRows.keepingFocus { shownRows.relayout(as: .grid, tiles: tiles) }
        } else {
            shownRows.keep(tiles: tiles)
        }
        probe?.record(.tiles(tiles.rawValue))
    }

    // MARK: Selection

    /// Selects result `index` alone, scrolled into view, with the keyboard focus, as the arrow keys do.
    func select(_ index: Int) {
        input.select(index)
    }

    /// The focused result, whose details show: the selection model's, the one source.
    var selected: Int? {
        selection.selectedIndex.value
    }

    var hasResults: Bool {
        shownRows.lines.count > 0
    }
}
