import GtkKit

/// Clicks, drags, the image menu and the keys of the results: what the pointer and the keys
/// ask, turned into the results view's steps (select, extend, scroll) and the window's actions.
@MainActor
final class ResultsInput {
    private unowned let view: ResultsView
    /// What a drag of a row carries, once the row's result is selected.
    private let dragPayload: @MainActor () -> DragSource.Payload?
    private var dragSource: DragSource?
    /// Where the left button last went down in the list: the result a drag starts from, and
    /// the one a double click opens in the grid.
    private var pressPoint: WidgetPoint?

    init(view: ResultsView, dragPayload: @escaping @MainActor () -> DragSource.Payload?) {
        self.view = view
        self.dragPayload = dragPayload
        attach(to: view.list)
    }

    private func attach(to list: ListBox) {
        list.onRowSelected { [weak self] row in self?.view.rowWasSelected(row) }
        list.onRowActivated { [weak self] row in
            guard let self else { return }
            // A double click in the grid opens the tile it landed on.
            let index = view.lines.layout == .grid ? pressPoint.flatMap(view.result) : view.resultRow(for: row)?.index
            guard let index else { return }
            if view.selected != index { view.selection.selectRow(at: index) }
            list.activateWindowAction(PixscoutAction.openPage.name)
        }
        // Rows keep the order of the lines they show; spare rows go last.
        list.sortRows { [weak self] row in self?.view.poolLine(for: row)?.line ?? .max }
        // Ctrl and Shift clicks first: they stop there, before a plain click's handling.
        list.onModifiedClick { [weak self] point, control, shift in
            self?.view.resultWasClicked(at: point, control: control, shift: shift) ?? false
        }
        // Rows have no window of their own: the list is the drag source, for the result pressed.
        list.onButtonPress(1) { [weak self] _, point in
            self?.pressPoint = point
            self?.view.tileWasClicked(at: point)
            return false
        }
        dragSource = DragSource(on: list, icon: { [weak self] in self?.selectedThumbnail }) { [weak self] in
            guard let self, let point = pressPoint, let index = view.result(at: point) else { return nil }
            view.select(index)
            return dragPayload()
        }
        ImageMenu.attach(to: list, probe: view.probe?.probe) { [weak self] point in
            guard let self else { return nil }
            if let point {
                guard let index = view.result(at: point) else { return nil }
                // A click on one of several selected images acts on all of them.
                if !view.selection.selectedIndices.value.contains(index) { view.select(index) }
            }
            guard let selected = view.selected else { return nil }
            return view.poolLine(showing: selected)?.widget(showing: selected)
        }
        list.onKeyPress { [weak self] key in self?.handleKey(key) ?? false }
        // Ctrl with the wheel makes the grid's tiles larger or smaller, as Ctrl+plus and minus do.
        list.onControlScroll { [weak self] step in
            guard let self, view.lines.layout == .grid else { return false }
            list.activateWindowAction((step > 0 ? PixscoutAction.largerTiles : .smallerTiles).name)
            return true
        }
    }

    /// What the focused result's thumbnail shows, for a drag's icon.
    private var selectedThumbnail: Pixbuf? {
        guard let selected = view.selected else { return nil }
        return view.poolLine(showing: selected)?.thumbnail(of: selected)
    }

    /// An image's keys ask the window for their action on the selected result (Ctrl+A with
    /// none selected too); the arrows, pages, Home and End move, in two dimensions in the grid.
    private func handleKey(_ press: KeyPress) -> Bool {
        let lines = view.lines
        guard lines.count > 0 else { return false }
        if let action = PixscoutAction.forImageKey(press), view.selected != nil || action == .selectAll {
            return ImageMenu.handle(press, on: view.list)
        }
        guard !press.control, !press.alt else { return false }
        let step = view.geometry.pageStep(pageSize: view.scroller.verticalAdjustment.pageSize)
        guard let target = lines.target(of: press.key, from: view.selected, pageStep: step) else { return false }
        if press.shift { view.extendSelection(to: target) } else { view.select(target) }
        return true
    }
}
