import GtkKit
import PixscoutLocalization
import PixscoutProbe
import PixscoutViewModel

/// The header's controls while the library is shown: which shelf (Starred, a collection,
/// Used Images, History), and the library's menu (collections, credits). Built the first time
/// the library is shown.
@MainActor
final class LibraryControls {
    let shelfChooser = ComboBoxText(choices: [])
    let menuButton: MenuButton
    private let viewModel: any LibraryViewModeling
    private var showingShelf = false
    private var observations: [ObservationToken] = []

    init(library viewModel: any LibraryViewModeling, probe: (any ViewProbing)?) {
        self.viewModel = viewModel
        shelfChooser.accessibleName = tr("Shelf of your library")
        shelfChooser.tooltip = tr("Which of your images to show")
        let menu = MenuModel(sections: [
            [PixscoutAction.newCollection, .renameCollection, .deleteCollection].map(\.menuItem),
            [PixscoutAction.copyShelfCredits, .exportShelfCredits].map(\.menuItem),
        ])
        menuButton = MenuButton(iconName: "view-more-symbolic", accessibleName: tr("Library menu"), menu: menu)
        shelfChooser.onChanged { [weak self] in
            guard let self, !showingShelf, let id = shelfChooser.activeID else { return }
            viewModel.showShelf(id: id)
        }
        observations = [
            viewModel.shelves.observe { [weak self] shelves in self?.show(shelves) },
            viewModel.shelf.observe { [weak self] shelf in
                self?.show(shelf)
                probe?.record(.shelf(id: shelf.id))
            },
        ]
    }

    private func show(_ shelves: [ShelfChoice]) {
        showingShelf = true
        defer { showingShelf = false }
        shelfChooser.setChoices(shelves.map { ($0.id, $0.name) })
        shelfChooser.activeID = viewModel.shelf.value.id
    }

    private func show(_ shelf: ShelfChoice) {
        showingShelf = true
        defer { showingShelf = false }
        shelfChooser.activeID = shelf.id
    }

    /// Shown in the library, hidden in the search.
    func setShown(_ shown: Bool) {
        shelfChooser.isVisible = shown
        menuButton.isVisible = shown
    }
}
