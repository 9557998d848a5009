import GtkKit

/// The selection, in result indices: shown on whichever pool rows bind selected results. The
/// focused one (whose details show) is the selection model's `selectedIndex`; Ctrl and Shift
/// add others.
extension ResultsView {
    /// Selects result `index` alone, scrolled into view, with the keyboard focus, as the arrow keys do.
    func select(_ index: Int) {
        guard lines.count > 0 else { return }
        let index = min(max(0, index), lines.count - 1)
        scrollIntoView(index)
        selection.selectRow(at: index)
        showSelectionInPool(focus: true)
    }

    /// Selects from where the selection started to result `index`, as Shift with an arrow does.
    func extendSelection(to index: Int) {
        guard lines.count > 0 else { return }
        let index = min(max(0, index), lines.count - 1)
        scrollIntoView(index)
        selection.extendSelection(to: index)
        showSelectionInPool(focus: true)
    }

    /// Scrolls at once, not animated: the row must be bound before it can be selected.
    func scrollIntoView(_ index: Int) {
        let adjustment = scroller.verticalAdjustment
        if let offset = geometry.offset(showing: lines.line(of: index), from: adjustment.value,
            pageSize: adjustment.pageSize) {
            adjustment.value = offset
        }
        scrolled()
    }

    /// The focused result, whose details show: the selection model's, the one source.
    var selected: Int? {
        selection.selectedIndex.value
    }

    var hasResults: Bool {
        lines.count > 0
    }

    /// A plain click in the grid: the tile under it is selected alone.
    func tileWasClicked(at point: WidgetPoint) {
        guard lines.layout == .grid, let index = result(at: point) else { return }
        selection.selectRow(at: index)
        showSelectionInPool(focus: true)
    }

    /// A Ctrl or Shift click at `point`: the selection grows or shrinks, never through GTK's
    /// own rules, which know only the rows in the pool.
    func resultWasClicked(at point: WidgetPoint, control: Bool, shift: Bool) -> Bool {
        guard let index = result(at: point) else { return false }
        if shift {
            selection.extendSelection(to: index)
        } else {
            selection.toggleRow(at: index)
        }
        showSelectionInPool(focus: true)
        return true
    }

    /// A selection made elsewhere (the quick look moving on) is scrolled into view.
    func showSelection(_ index: Int?) {
        if let index, !onScreen.contains(lines.line(of: index)) {
            scrollIntoView(index)
        }
        showSelectionInPool()
    }

    /// Runs `body`, which binds, shows and hides rows and tiles. GTK drops the keyboard focus of
    /// a widget it hides: when that took the focus out of the results (the focused tile hidden
    /// as its strip was reused for a shorter line), it goes back to the selected result where
    /// the pool shows it, else to the list, so that the keys still move from the selected
    /// result. (GTK does not scroll to the focus here: the view scrolls itself.)
    func keepingFocus(_ body: () -> Void) {
        let hadFocus = list.containsFocus
        body()
        guard hadFocus, !list.containsFocus else { return }
        if let selected, let line = poolLine(showing: selected) { line.focus(selected) }
        if !list.containsFocus { list.grabFocus() }
    }
}
