import GtkKit

/// Clicks, drags, the image menu and the keys of the results.
extension ResultsView {
    func attachInput() {
        list.onRowSelected { [weak self] row in self?.rowWasSelected(row) }
        list.onRowActivated { [weak self] row in
            guard let self else { return }
            // A double click in the grid opens the tile it landed on.
            let index = lines.layout == .grid ? pressPoint.flatMap(result) : resultRow(for: row)?.index
            guard let index else { return }
            if selection.selectedIndex.value != index { selection.selectRow(at: index) }
            list.activateWindowAction(PixscoutAction.openPage.name)
        }
        // Rows keep the order of the lines they show; spare rows go last.
        list.sortRows { [weak self] row in self?.poolLine(for: row)?.line ?? .max }
        // Ctrl and Shift clicks first: they stop there, before a plain click's handling.
        list.onModifiedClick { [weak self] point, control, shift in
            self?.resultWasClicked(at: point, control: control, shift: shift) ?? false
        }
        // Rows have no window of their own: the list is the drag source, for the result pressed.
        list.onButtonPress(1) { [weak self] _, point in
            self?.pressPoint = point
            self?.tileWasClicked(at: point)
            return false
        }
        dragSource = DragSource(on: list, icon: { [weak self] in self?.selectedThumbnail }) { [weak self] in
            guard let self, let point = pressPoint, let index = result(at: point) else { return nil }
            select(index)
            return dragPayload()
        }
        ImageMenu.attach(to: list, probe: probe?.probe) { [weak self] point in
            guard let self else { return nil }
            if let point {
                guard let index = result(at: point) else { return nil }
                // A click on one of several selected images acts on all of them.
                if !selection.selectedIndices.value.contains(index) { select(index) }
            }
            guard let selected else { return nil }
            return poolLine(showing: selected)?.widget(showing: selected)
        }
        list.onKeyPress { [weak self] key in self?.handleKey(key) ?? false }
        // Ctrl with the wheel makes the grid's tiles larger or smaller, as Ctrl+plus and minus do.
        list.onControlScroll { [weak self] step in
            guard let self, lines.layout == .grid else { return false }
            list.activateWindowAction((step > 0 ? PixscoutAction.largerTiles : .smallerTiles).name)
            return true
        }
    }

    /// What the focused result's thumbnail shows, for a drag's icon.
    private var selectedThumbnail: Pixbuf? {
        guard let selected else { return nil }
        return poolLine(showing: selected)?.thumbnail(of: selected)
    }

    /// An image's keys ask the window for their action on the selected result (Ctrl+A with
    /// none selected too); the arrows, pages, Home and End move, in two dimensions in the grid.
    private func handleKey(_ press: KeyPress) -> Bool {
        guard lines.count > 0 else { return false }
        if let action = PixscoutAction.forImageKey(press), selected != nil || action == .selectAll {
            return ImageMenu.handle(press, on: list)
        }
        guard !press.control, !press.alt else { return false }
        let step = geometry.pageStep(pageSize: scroller.verticalAdjustment.pageSize)
        guard let target = lines.target(of: press.key, from: selected, pageStep: step) else { return false }
        if press.shift { extendSelection(to: target) } else { select(target) }
        return true
    }
}
