import GtkKit
import PixscoutViewModel

/// Clicks, drags, the image menu and the keys of the results: what the pointer and the keys
/// ask, turned into the selection's steps (select, extend, toggle), scrolled into view on the
/// rows, and the window's actions.
@MainActor
final class ResultsInput {
    private let rows: ResultsRows
    private let selection: any SelectionViewModeling
    private let probe: (any ViewProbing)?
    /// What a drag of a row carries, once the row's result is selected.
    private let dragPayload: @MainActor () -> DragSource.Payload?
    private var dragSource: DragSource?
    /// Where the left button last went down in the list: the result a drag starts from, and
    /// the one a double click opens in the grid.
    private var pressPoint: WidgetPoint?

    init(rows: ResultsRows, selection: any SelectionViewModeling, probe: (any ViewProbing)?,
        dragPayload: @escaping @MainActor () -> DragSource.Payload?) {
        self.rows = rows
        self.selection = selection
        self.probe = probe
        self.dragPayload = dragPayload
        attach(to: rows.list)
    }

    private func attach(to list: ListBox) {
        list.onRowSelected { [weak self] row in self?.rowWasSelected(row) }
        list.onRowActivated { [weak self] row in
            guard let self else { return }
            // A double click in the grid opens the tile it landed on.
            let index = rows.lines.layout == .grid
                ? pressPoint.flatMap(rows.pool.result) : (rows.pool.line(for: row) as? ResultRow)?.index
            guard let index else { return }
            if selected != index { selection.selectRow(at: index) }
            list.activateWindowAction(PixscoutAction.openPage.name)
        }
        // Rows keep the order of the lines they show; spare rows go last.
        list.sortRows { [weak self] row in self?.rows.pool.line(for: row)?.line ?? .max }
        // Ctrl and Shift clicks first: they stop there, before a plain click's handling.
        list.onModifiedClick { [weak self] point, control, shift in
            self?.resultWasClicked(at: point, shift: shift) ?? false
        }
        // Rows have no window of their own: the list is the drag source, for the result pressed.
        list.onButtonPress(1) { [weak self] _, point in
            self?.pressPoint = point
            self?.tileWasClicked(at: point)
            return false
        }
        dragSource = DragSource(on: list, icon: { [weak self] in self?.selectedThumbnail }) { [weak self] in
            guard let self, let point = pressPoint, let index = rows.pool.result(at: point) else { return nil }
            select(index)
            return dragPayload()
        }
        ImageMenu.attach(to: list, probe: probe) { [weak self] point in
            guard let self else { return nil }
            if let point {
                guard let index = rows.pool.result(at: point) else { return nil }
                // A click on one of several selected images acts on all of them.
                if !selection.selectedIndices.value.contains(index) { select(index) }
            }
            guard let selected else { return nil }
            return rows.poolLine(showing: selected)?.widget(showing: selected)
        }
        list.onKeyPress { [weak self] key in self?.handleKey(key) ?? false }
        // Ctrl with the wheel makes the grid's tiles larger or smaller, as Ctrl+plus and minus do.
        list.onControlScroll { [weak self] step in
            guard let self, rows.lines.layout == .grid else { return false }
            list.activateWindowAction((step > 0 ? PixscoutAction.largerTiles : .smallerTiles).name)
            return true
        }
    }

    /// What the focused result's thumbnail shows, for a drag's icon.
    private var selectedThumbnail: Pixbuf? {
        guard let selected else { return nil }
        return rows.poolLine(showing: selected)?.thumbnail(of: selected)
    }

    /// An image's keys ask the window for their action on the selected result (Ctrl+A with
    /// none selected too); the arrows, pages, Home and End move, in two dimensions in the grid.
    private func handleKey(_ press: KeyPress) -> Bool {
        let lines = rows.lines
        guard lines.count > 0 else { return false }
        if let action = PixscoutAction.forImageKey(press), selected != nil || action == .selectAll {
            return ImageMenu.handle(press, on: rows.list)
        }
        guard !press.control, !press.alt else { return false }
        let step = rows.geometry.pageStep(pageSize: rows.scroller.verticalAdjustment.pageSize)
        guard let target = lines.target(of: press.key, from: selected, pageStep: step) else { return false }
        if press.shift { extendSelection(to: target) } else { select(target) }
        return true
    }

    // MARK: Selection

    /// The focused result, whose details show: the selection model's, the one source.
    private var selected: Int? {
        selection.selectedIndex.value
    }

    /// Selects result `index` alone, scrolled into view, with the keyboard focus, as the arrow keys do.
    func select(_ index: Int) {
        move(to: index) { selection.selectRow(at: $0) }
    }

    /// Selects from where the selection started to result `index`, as Shift with an arrow does.
    private func extendSelection(to index: Int) {
        move(to: index) { selection.extendSelection(to: $0) }
    }

    /// Scrolls result `index` (within the results) into view, lets `change` change the
    /// selection to it, and gives it the keyboard focus.
    private func move(to index: Int, _ change: (Int) -> Void) {
        guard rows.lines.count > 0 else { return }
        let index = min(max(0, index), rows.lines.count - 1)
        rows.scrollIntoView(index)
        change(index)
        rows.showSelectionInPool(focus: true)
    }

    /// A plain click in the list: GTK selected the row alone.
    private func rowWasSelected(_ row: ListBoxRow?) {
        guard !rows.pool.isShowingSelection, let row, let index = (rows.pool.line(for: row) as? ResultRow)?.index
        else { return }
        selection.selectRow(at: index)
    }

    /// A plain click in the grid: the tile under it is selected alone.
    private func tileWasClicked(at point: WidgetPoint) {
        guard rows.lines.layout == .grid, let index = rows.pool.result(at: point) else { return }
        selection.selectRow(at: index)
        rows.showSelectionInPool(focus: true)
    }

    /// A Ctrl or Shift click at `point`: the selection grows or shrinks, never through GTK's
    /// own rules, which know only the rows in the pool.
    private func resultWasClicked(at point: WidgetPoint, shift: Bool) -> Bool {
        guard let index = rows.pool.result(at: point) else { return false }
        if shift {
            selection.extendSelection(to: index)
        } else {
            selection.toggleRow(at: index)
        }
        rows.showSelectionInPool(focus: true)
        return true
    }
}
