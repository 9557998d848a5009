import GtkKit

/// Clicks, drags, the image menu and the keys of the results list.
extension ResultsView {
    func attachInput() {
        list.onRowSelected { [weak self] row in self?.rowWasSelected(row) }
        list.onRowActivated { [weak self] row in
            guard let self, let index = resultRow(for: row)?.index else { return }
            selection.openPage(at: index)
        }
        // Rows keep the order of the results they show; spare rows go last.
        list.sortRows { [weak self] row in self?.resultRow(for: row)?.index ?? .max }
        // Rows have no window of their own: the list is the drag source, for the row pressed.
        list.onButtonPress(1) { [weak self] _, y in
            self?.pressY = y
            return false
        }
        list.onModifiedClick { [weak self] y, control, shift in
            self?.rowWasClicked(atY: y, control: control, shift: shift) ?? false
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
                // A click on one of several selected images acts on all of them.
                if !selection.selectedIndices.value.contains(index) { select(index) }
            }
            return selectedResultRow?.row
        }
        list.onKeyPress { [weak self] key in self?.handleKey(key) ?? false }
    }

    /// The pool row of the focused result, if it is bound.
    private var selectedResultRow: ResultRow? {
        pool.first { $0.index != nil && $0.index == selected }
    }

    /// An image's keys act on the selected result (Enter opens its page from here); the
    /// arrows, pages, Home and End move.
    private func handleKey(_ press: KeyPress) -> Bool {
        guard geometry.count > 0 else { return false }
        if let selected, PixscoutAction.forImageKey(press) == .openPage {
            selection.openPage(at: selected)
            return true
        }
        if selected != nil, ImageMenu.handle(press, on: list) { return true }
        if PixscoutAction.forImageKey(press) == .selectAll {
            list.activateWindowAction(PixscoutAction.selectAll.name)
            return true
        }
        guard !press.control, !press.alt else { return false }
        let step = geometry.pageStep(pageSize: scroller.verticalAdjustment.pageSize)
        guard let target = ResultsKeyboard.target(of: press.key, from: selected, count: geometry.count, pageStep: step) else {
            return false
        }
        if press.shift { extendSelection(to: target) } else { select(target) }
        return true
    }
}
