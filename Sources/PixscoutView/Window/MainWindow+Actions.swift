import GtkKit
import PixscoutLocalization
import PixscoutViewModel

/// What the window's actions do: one switch over every ``PixscoutAction``.
extension MainWindow {
    /// Every action, each handed to its feature: a new action does not compile until it is
    /// handled here.
    public func perform(_ action: PixscoutAction) {
        let (actions, selection, library) = (parts.imageActions, parts.selection, parts.libraryActions)
        switch action {
        case .focusSearch:
            viewModel.show(.search)
            header.searchEntry.grabFocus()
            header.searchEntry.selectAll()
        case .refresh: viewModel.refresh()
        case .toggleDetails: browse.toggleDetailPane()
        case .showList: showResults(as: .list)
        case .showGrid: showResults(as: .grid)
        case .largerTiles: setTiles(results.tiles.stepped(by: 1))
        case .smallerTiles: setTiles(results.tiles.stepped(by: -1))
        case .saveImage: if let detail = selection.detail.value { chooseSaveFile(for: detail) }
        case .fitImage: openFit()
        case .quickLook: openQuickLook()
        case .openPage: if let selected = selection.selectedIndex.value { selection.openPage(at: selected) }
        case .copyImage: actions.copyImage()
        case .copyLink: actions.copyLink()
        case .setWallpaper: actions.setAsWallpaper()
        case .selectAll: selection.selectAll()
        case .moreByAuthor: selection.follow(.author)
        case .moreFromSource: selection.follow(.source)
        case .similarImages: selection.follow(.similar)
        case .showSearch: viewModel.show(.search)
        case .showLibrary: viewModel.show(.library)
        case .star: library.toggleStar()
        case .removeFromCollection: library.removeSelectionFromCollection()
        case .copyCredits: parts.credits.copyCredits(of: .selection)
        case .copyShelfCredits: parts.credits.copyCredits(of: .shownShelf)
        case .addToCollection: libraryCommands?.addToCollection()
        case .saveToFolder: libraryCommands?.saveToFolder()
        case .exportShelfCredits: libraryCommands?.exportCredits(of: .shownShelf)
        case .exportCredits: libraryCommands?.exportCredits(of: .usedImages)
        case .newCollection: libraryCommands?.newCollection()
        case .renameCollection: libraryCommands?.renameCollection()
        case .deleteCollection: libraryCommands?.deleteCollection()
        case .checkDocument: chooseDocumentToCheck()
        case .checkSources: sourceCheck?.checkSources()
        case .showShortcuts: windowActions?.showShortcuts()
        case .preferences: showPreferences(window)
        case .about: AboutDialog(about, parent: window).show()
        case .quit:
            rememberLayout()
            application.quit()
        }
    }

    func chooseSaveFile(for detail: any ImageDetailViewModeling) {
        let chooser = FileSaveChooser(
            title: tr("Save Image"), parent: window, folder: FileSaveChooser.picturesFolder,
                fileName: detail.suggestedFileName)
        chooser.present { path in
            if let path { detail.saveImage(to: path) }
        }
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
