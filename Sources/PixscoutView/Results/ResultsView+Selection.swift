import GtkKit

/// The selection, in result indices: shown on whichever pool row binds the selected result.
extension ResultsView {
    /// Selects result `index`, scrolled into view, with the keyboard focus, as the arrow keys do.
    func select(_ index: Int) {
        guard geometry.count > 0 else { return }
        let index = min(max(0, index), geometry.count - 1)
        scrollIntoView(index)
        selected = index
        showSelectionInPool(focus: true)
        selection.selectRow(at: index)
    }

    /// Scrolls at once, not animated: the row must be bound before it can be selected.
    func scrollIntoView(_ index: Int) {
        let adjustment = scroller.verticalAdjustment
        if let offset = geometry.offset(showing: index, from: adjustment.value, pageSize: adjustment.pageSize) {
            adjustment.value = offset
        }
        scrolled()
    }

    var selectedIndex: Int? {
        selected
    }

    var hasResults: Bool {
        geometry.count > 0
    }

    func rowWasSelected(_ row: ListBoxRow?) {
        guard !applyingSelection, let row, let index = resultRow(for: row)?.index else { return }
        selected = index
        selection.selectRow(at: index)
    }

    /// A selection the view model made (the quick look moving on) is scrolled into view.
    func showSelection(_ index: Int?) {
        guard index != selected else { return }
        selected = index
        if let index, !onScreen.contains(index) {
            scrollIntoView(index)
        }
        showSelectionInPool()
    }

    /// Selects the pool row bound to the selected result, or none when it is scrolled away.
    func showSelectionInPool(focus: Bool = false) {
        applyingSelection = true
        defer { applyingSelection = false }
        guard let selected, let row = pool.first(where: { $0.index == selected })?.row else {
            list.unselectAll()
            return
        }
        if list.selectedRow !== row { list.select(row) }
        if focus { row.grabFocus() }
    }
}
