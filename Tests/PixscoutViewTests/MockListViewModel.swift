import PixscoutViewModel

/// A row model with fixed text, as the view tests want it.
@MainActor
final class MockCell: ImageSearchCellModeling {
    let id: String
    let titleText: String
    let sizeText: String?
    let creditText: String?
    let preview = ObservableProperty<PreviewState>(.placeholder)

    init(_ index: Int) {
        id = String(index)
        titleText = "Image \(index)"
        sizeText = index % 3 == 0 ? nil : "\(index) × 100"
        creditText = "by Author \(index)"
    }

    var accessibleDescription: String {
        "\(titleText), by Author \(id)"
    }
}

/// A list view model whose results and outputs a test sets, recording what the view asks of it.
@MainActor
final class MockListViewModel: ImageSearchListViewModeling {
    private(set) var cells: [MockCell] = []
    let resultsChanges = ChangeStream<ResultsChange>()
    var isLoadingMore = false
    let status = ObservableProperty<SearchStatus>(.idle)
    let banner = ObservableProperty<Banner?>(nil)
    let sourceNote = ObservableProperty<Banner?>(nil)
    let notices = ChangeStream<String>()
    let detail = ObservableProperty<(any ImageDetailViewModeling)?>(nil)
    let selectedIndex = ObservableProperty<Int?>(nil)
    let filters = ObservableProperty(FilterSelection.defaults)
    let supportedFilters = ObservableProperty(Set(FilterSelection.Field.allCases))
    let providerChoices = [ProviderChoice(id: "openverse", name: "Openverse"), ProviderChoice(id: "sample", name: "Sample catalog")]
    let provider = ObservableProperty(ProviderChoice(id: "openverse", name: "Openverse"))
    let attribution = ObservableProperty(Attribution(text: "Images from Openverse", url: "https://openverse.org/"))

    let quickLook = ObservableProperty<(any QuickLookViewModeling)?>(nil)
    var selectedPageURL: String? { selectedIndex.value.map { "https://example.org/image-\($0)/" } }
    var actions: [String] = []

    var searches: [String] = []
    var selected: [Int?] = []
    var opened: [Int] = []
    var visibleRows: [Range<Int>] = []
    var performed: [Banner.Action] = []
    var chosenProviders: [String] = []
    var retries = 0

    var resultCount: Int { cells.count }

    func cellModel(at index: Int) -> (any ImageSearchCellModeling)? {
        cells.indices.contains(index) ? cells[index] : nil
    }

    /// Shows `count` results, as a finished search does.
    func replaceResults(count: Int) {
        cells = (0..<count).map(MockCell.init)
        resultsChanges.send(.replaced(count: count))
        status.value = count == 0 ? .noResults(query: "q") : .results(query: "q", count: count, total: count)
    }

    func appendResults(_ more: Int) {
        let start = cells.count
        cells += (start..<(start + more)).map(MockCell.init)
        resultsChanges.send(.appended(start..<cells.count))
    }

    func search(query: String) { searches.append(query) }
    func repeatSearch() {}
    func retry() { retries += 1 }
    func perform(_ action: Banner.Action) { performed.append(action) }
    func dismissBanner() { banner.value = nil }
    func openPage(at index: Int) { opened.append(index) }

    func selectRow(at index: Int?) {
        selected.append(index)
        selectedIndex.value = index
    }

    func setVisibleRows(_ rows: Range<Int>) { visibleRows.append(rows) }
    func updateFilters(_ change: (inout FilterSelection) -> Void) {}
    func chooseProvider(id: String) { chosenProviders.append(id) }
    func switchSource(to source: ImageSearchSource, search: Bool) {}
    func show(_ banner: Banner) { self.banner.value = banner }
    func start(initialQuery: String?, providerIsExplicit: Bool) {}
    func copyImage() { actions.append("copy-image") }
    func copyLink() { actions.append("copy-link") }
    func copyCredit() { actions.append("copy-credit") }
    func setAsWallpaper() { actions.append("set-wallpaper") }
    func imageFileForDrag() async -> String? { nil }
    func openQuickLook(maxWidth: Int, maxHeight: Int) { actions.append("quick-look") }
    func closeQuickLook() { actions.append("close-quick-look") }
    func showNextInQuickLook() { actions.append("next") }
    func showPreviousInQuickLook() { actions.append("previous") }
}
