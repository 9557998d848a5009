import GtkKit
import PixscoutLocalization
import PixscoutViewModel

/// The results: a fixed pool of recycled rows (about a screen and a half) re-bound to results
/// as the list scrolls, between two spacers that give the scrollbar the height of every result.
/// A frame costs the same at 50 results and at 5,000. Selection and keyboard navigation work
/// in result indices, so they survive re-binding. ``PoolGeometry`` does the arithmetic.
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
    var pool: [ResultRow] = []
    /// The pool's rows by their GTK row, for clicks and sorting.
    var poolRows: [ObjectIdentifier: ResultRow] = [:]
    var geometry = PoolGeometry()
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

    /// What a drag of a row carries, once the row's result is selected.
    let dragPayload: @MainActor () -> DragSource.Payload?
    var dragSource: DragSource?
    /// Where the left button last went down in the list: the row a drag starts from.
    var pressY: Int?

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
        StyleSheet.apply("list.results > row { transition: none; outline-style: solid; }")
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
        scroller.setExpand(horizontal: true, vertical: true)
        let adjustment = scroller.verticalAdjustment
        adjustment.onValueChanged { [weak self] in self?.scrolled() }
        adjustment.onChanged { [weak self] in self?.duringLayout { self?.scrolled() } }
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
        viewModel.setPixelsPerPoint(root.scaleFactor)
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
            geometry.count = newCount
            geometry.first = 0
            selected = nil
            previewsShown = 0
            lastVisible = nil
            scroller.verticalAdjustment.value = 0
            measureRowHeight()
            rebind(all: true)
            probe?.record(.rows(newCount))
        case .appended(let range):
            geometry.count = range.upperBound
            rebind()
            probe?.record(.rows(geometry.count))
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

    func resultRow(for row: ListBoxRow) -> ResultRow? {
        poolRows[ObjectIdentifier(row)]
    }
}
