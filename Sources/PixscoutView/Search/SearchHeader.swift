import GtkKit
import PixscoutLocalization
import PixscoutProbe
import PixscoutViewModel

/// The header bar: Search or Library; for a search, the entry (suggesting earlier searches),
/// the site to search, a spinner while a search takes long and the filters; for the
/// library, its shelf and its menu; and the primary menu (Preferences, Keyboard Shortcuts,
/// About).
@MainActor
final class SearchHeader {
    /// How long a search runs before the spinner shows: a quick answer (most take well under
    /// this) would only flash it, and showing and hiding it lays the header out and paints it
    /// again in the frames that matter, the ones that bring the results.
    static let spinnerDelay: Duration = .milliseconds(300)

    let bar = HeaderBar(title: "Pixscout")
    let searchEntry = Entry(search: true)
    let siteChooser: ComboBoxText
    let spinner = Spinner()
    let viewSwitcher = ViewSwitcher(views: [
        (WindowMode.search.rawValue, tr("Search"), tr("Search free images")),
        (WindowMode.library.rawValue, tr("Library"), tr("Your library")),
    ])
    private let title = Box(.horizontal)
    private let filtersButton: MenuButton
    private var libraryControls: LibraryControls?
    private var spinnerDelayTask: Task<Void, Never>?
    private let viewModel: any SearchViewModeling
    private let windowModel: any WindowViewModeling
    private let library: any LibraryViewModeling
    private let probe: (any ViewProbing)?
    private var observations: [ObservationToken] = []
    private var showingSite = false

    /// - Parameters:
    ///   - windowModel: the Search/Library switch's.
    ///   - library: the library's shelf chooser and menu, in the header while the library shows.
    init(
        windowModel: any WindowViewModeling, search viewModel: any SearchViewModeling,
        library: any LibraryViewModeling, probe: (any ViewProbing)?, filters: @escaping @MainActor () -> Widget
    ) {
        self.viewModel = viewModel
        self.windowModel = windowModel
        self.library = library
        self.probe = probe
        siteChooser = ComboBoxText(choices: viewModel.siteChoices.map { ($0.id, $0.name) })
        filtersButton = MenuButton(iconName: "preferences-other-symbolic", accessibleName: tr("Search filters"),
            makeContent: filters)
        siteChooser.accessibleName = tr("Image site")
        siteChooser.tooltip = tr("Where to search")
        siteChooser.onChanged { [weak self] in
            guard let self, !showingSite, let id = siteChooser.activeID else { return }
            viewModel.chooseSite(id: id)
        }
        searchEntry.placeholder = tr("Search free images")
        searchEntry.accessibleName = tr("Search images")
        // Wide when the window is, narrow enough for a window beside another on a laptop.
        searchEntry.widthInCharacters = 12
        searchEntry.maxWidthInCharacters = 40
        // The theme fades the entry's focus ring, and each step of the fade lays the entry out
        // and paints the header again, in the frame that fills the detail pane after the first
        // selection (which takes the focus from the entry).
        searchEntry.addStyleClass("query")
        StyleSheet.apply("entry.query { transition: none; }")
        searchEntry.onActivate { [weak self] in
            guard let self else { return }
            viewModel.search(query: searchEntry.text)
        }
        title.packStart(searchEntry)
        bar.setCustomTitle(title)
        viewSwitcher.onSwitch { id in WindowMode(rawValue: id).map(windowModel.show) }
        bar.packStart(viewSwitcher)
        bar.packStart(siteChooser)
        spinner.accessibleName = tr("Searching")
        bar.packStart(spinner)
        spinner.hideUntilShown()
        let menu = MenuModel(sections: [
            [PixscoutAction.showList.menuItem, PixscoutAction.showGrid.menuItem],
            [PixscoutAction.largerTiles.menuItem, PixscoutAction.smallerTiles.menuItem],
            [PixscoutAction.exportCredits.menuItem, PixscoutAction.checkDocument.menuItem,
                PixscoutAction.recheckSites.menuItem],
            [PixscoutAction.preferences.menuItem],
                [PixscoutAction.showShortcuts.menuItem, PixscoutAction.about.menuItem],
        ])
        bar.packEnd(MenuButton(iconName: "open-menu-symbolic", accessibleName: tr("Main menu"), menu: menu))
        bar.packEnd(filtersButton)
        observations = [
            viewModel.status.observe { [weak self] status in
                self?.showSearching(status.isSearching)
                // A search the person did not type (a tag followed) shows its words in the field.
                if case .searching(let query) = status, let entry = self?.searchEntry,
                   entry.text.trimmingCharacters(in: .whitespacesAndNewlines) != query {
                    entry.text = query
                }
            },
            viewModel.site.observe { [weak self] choice in self?.show(choice) },
            viewModel.recentSearches.observe { [searchEntry] searches in searchEntry.setCompletions(searches) },
            windowModel.mode.observe { [weak self] mode in self?.show(mode) },
        ]
    }

    private func show(_ mode: WindowMode) {
        viewSwitcher.activeID = mode.rawValue
        let searching = mode == .search
        if !searching, libraryControls == nil {
            let controls = LibraryControls(library: library, probe: probe)
            title.packStart(controls.shelfChooser)
            bar.packEnd(controls.menuButton)
            libraryControls = controls
        }
        searchEntry.isVisible = searching
        siteChooser.isVisible = searching
        filtersButton.isVisible = searching
        libraryControls?.setShown(!searching)
        if !searching { spinner.isSpinning = false }
        probe?.record(.mode(mode))
    }

    private func show(_ choice: SiteChoice) {
        showingSite = true
        defer { showingSite = false }
        siteChooser.activeID = choice.id
    }

    private func showSearching(_ searching: Bool) {
        spinnerDelayTask?.cancel()
        spinnerDelayTask = nil
        guard searching else {
            spinner.isSpinning = false
            return
        }
        guard !spinner.isSpinning else { return }
        spinnerDelayTask = Task { [weak self] in
            try? await Task.sleep(for: Self.spinnerDelay)
            guard !Task.isCancelled, let self else { return }
            spinner.isSpinning = true
        }
    }

    /// After `showAll`: the spinner only while a search takes long, and the parts of the mode shown.
    func restoreVisibility() {
        show(windowModel.mode.value)
        spinner.isSpinning = false
        showSearching(viewModel.status.value.isSearching)
    }

    /// Work ahead, for when the window has time: the spinner's icon.
    func prepare() {
        spinner.prepareIcon()
    }
}
