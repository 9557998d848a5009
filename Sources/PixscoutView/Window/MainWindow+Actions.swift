import GtkKit
import PixscoutLocalization
import PixscoutViewModel

/// The window's own actions: the search field, the results' layout, the selection, the mode,
/// and the application's. Each feature's part installs its own.
extension MainWindow {
    func installActions(in actions: WindowActions) {
        let (viewModel, selection, results) = (self.viewModel, shown.selection, self.results)
        actions.install(.focusSearch) { [header] in
            viewModel.show(.search)
            header.searchEntry.grabFocus()
            header.searchEntry.selectAll()
        }
        actions.install(.refresh) { viewModel.refresh() }
        actions.install(.toggleDetails) { [besideDetail] in besideDetail.toggleDetailPane() }
        actions.install(.showList) { [weak self] in self?.showResults(as: .list) }
        actions.install(.showGrid) { [weak self] in self?.showResults(as: .grid) }
        actions.install(.largerTiles) { [weak self] in self?.setTiles(results.tiles.stepped(by: 1)) }
        actions.install(.smallerTiles) { [weak self] in self?.setTiles(results.tiles.stepped(by: -1)) }
        // The quick look moves the selection with it: its Enter opens the image it shows.
        actions.install(.openPage) {
            if let selected = selection.selectedIndex.value { selection.openPage(at: selected) }
        }
        actions.install(.selectAll) { selection.selectAll() }
        actions.install(.showSearch) { viewModel.show(.search) }
        actions.install(.showLibrary) { viewModel.show(.library) }
        actions.install(.showShortcuts) { [weak actions] in actions?.showShortcuts() }
        actions.install(.about) { [weak self] in
            guard let self else { return }
            AboutDialog(about, parent: window).show()
        }
        actions.install(.quit) { [weak self] in
            self?.rememberLayout()
            self?.application.quit()
        }
    }

    /// Does `action` as its menu item or key would (Ctrl+C in a terminal quits as Ctrl+Q does).
    public func perform(_ action: PixscoutAction) {
        windowActions?.perform(action)
    }

    /// Ctrl+1 and Ctrl+2, or the main menu: the results as a list or a grid.
    func showResults(as layout: ResultsLayout) {
        results.setLayout(layout)
        showLayoutChoice()
        rememberLayout()
    }

    /// Ctrl+plus and Ctrl+minus (or Ctrl with the wheel): the grid's tiles, kept at once.
    private func setTiles(_ tiles: GridTileSize) {
        results.setTiles(tiles)
        rememberLayout()
    }

    /// The main menu's check marks follow the layout shown.
    func showLayoutChoice() {
        window.setActionState(PixscoutAction.showList.name, on: results.layout == .list)
        window.setActionState(PixscoutAction.showGrid.name, on: results.layout == .grid)
    }
}
