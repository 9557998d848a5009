import GtkKit
import PixscoutViewModel

/// Pixscout's window: a header bar with the search entry, messages, the results and the
/// attribution. It shows what the list view model says and forwards what a person does.
@MainActor
public final class MainWindow {
    public let window = Window(title: "Pixscout")
    private let viewModel: any ImageSearchListViewModeling
    private let showPreferences: @MainActor (Window) -> Void

    private let searchEntry = Entry(search: true)
    private let spinner = Spinner()
    private let sourceNoteBar = InfoBar()
    private let banner = InfoBar()
    private let retryButton = Button(label: "_Retry")
    private let bannerPreferencesButton = Button(label: "_Preferences")
    private let scroller = ScrolledWindow()
    private let list = ListBox()
    private let placeholder = Label()
    private let summary = Label()
    private let loadingMoreRow = ListBoxRow()
    private let paneSeparator = Separator(vertical: true)
    private lazy var detailPane = ImageDetailPane { [weak self] detail in self?.chooseSaveFile(for: detail) }
    private lazy var filtersPanel = FiltersPanel(viewModel: viewModel)
    private var rows: [ImageSearchRow] = []
    private var rowCellIDs: [UInt64] = []
    /// Bumped by every change of rows, so a slow insertion of older rows stops.
    private var rowGeneration = 0
    private var observations: [ObservationToken] = []
    private var previewsShown = 0
    private var lastRecordedRowBounds: [String] = []

    public init(viewModel: any ImageSearchListViewModeling, showPreferences: @escaping @MainActor (Window) -> Void) {
        self.viewModel = viewModel
        self.showPreferences = showPreferences
        window.setDefaultSize(width: 1120, height: 760)
        window.onDestroy { Gtk.quitMainLoop() }
        window.setTitlebar(makeHeaderBar())
        window.add(makeContent())
        connectKeyboard()
        bind()
    }

    public func present() {
        window.showAll()
        // showAll reveals every child: restore what the view models say is hidden.
        detailPane.show(viewModel.detail.value)
        spinner.isSpinning = viewModel.status.value.isSearching
        banner.isVisible = viewModel.banner.value != nil
        sourceNoteBar.isVisible = viewModel.sourceNote.value != nil
        window.present()
        searchEntry.grabFocus()
        EventProbe.shared?.record("window-shown")
    }

    /// Puts `query` in the entry and searches, as typing it and pressing Enter would.
    public func search(_ query: String) {
        searchEntry.text = query
        viewModel.search(query: query)
    }

    // MARK: Building

    private func makeHeaderBar() -> HeaderBar {
        let header = HeaderBar(title: "Pixscout")
        searchEntry.placeholder = "Search free images"
        searchEntry.accessibleName = "Search images"
        searchEntry.widthInCharacters = 40
        searchEntry.onActivate { [weak self] in
            guard let self else { return }
            viewModel.search(query: searchEntry.text)
        }
        header.setCustomTitle(searchEntry)
        spinner.accessibleName = "Searching"
        header.packStart(spinner)
        let preferences = Button(iconName: "preferences-system-symbolic", accessibleName: "Preferences")
        preferences.onClicked { [weak self] in self?.openPreferences() }
        header.packEnd(preferences)
        header.packEnd(MenuButton(iconName: "preferences-other-symbolic", accessibleName: "Search filters") { [unowned self] in
            filtersPanel.root
        })
        return header
    }

    private func makeContent() -> Box {
        let content = Box(.vertical)

        sourceNoteBar.kind = .info
        let notePreferencesButton = Button(label: "Add _Key…")
        notePreferencesButton.accessibleName = "Add a Pixabay API key"
        notePreferencesButton.onClicked { [weak self] in self?.openPreferences() }
        sourceNoteBar.addButton(notePreferencesButton)
        content.packStart(sourceNoteBar)

        banner.kind = .error
        banner.showsCloseButton = true
        banner.onClose { [weak self] in self?.viewModel.dismissBanner() }
        retryButton.accessibleName = "Retry"
        retryButton.onClicked { [weak self] in self?.viewModel.repeatSearch() }
        retryButton.onSizeAllocate { [banner, retryButton] in
            guard EventProbe.shared != nil else { return }
            // Parents move their GdkWindows after allocating children: read positions a turn later.
            Task { @MainActor in
                guard banner.isVisible, retryButton.isVisible, let position = retryButton.positionInWindow else { return }
                let size = retryButton.allocation
                EventProbe.shared?.record("retry-bounds \(position.x) \(position.y) \(size.width) \(size.height)")
            }
        }
        bannerPreferencesButton.onClicked { [weak self] in self?.openPreferences() }
        banner.addButton(retryButton)
        banner.addButton(bannerPreferencesButton)
        content.packStart(banner)

        list.accessibleName = "Search results"
        placeholder.setWrap(true)
        placeholder.setMargins(48)
        placeholder.addStyleClass("dim-label")
        list.setPlaceholder(placeholder)
        list.onRowActivated { [weak self] index in self?.viewModel.openPage(at: index) }
        list.onRowSelected { [weak self] index in self?.viewModel.selectRow(at: index) }
        loadingMoreRow.isSelectable = false
        loadingMoreRow.isActivatable = false
        let loadingMore = Box(.horizontal, spacing: 8)
        loadingMore.setAlignment(horizontal: .center, vertical: .center)
        loadingMore.setMargins(12)
        let loadingSpinner = Spinner()
        loadingSpinner.isSpinning = true
        loadingMore.packStart(loadingSpinner)
        loadingMore.packStart(Label("Loading more…"))
        loadingMoreRow.add(loadingMore)
        loadingMoreRow.accessibleName = "Loading more results"
        list.scrollFocusWith(scroller.verticalAdjustment)
        scroller.add(list)
        scroller.setExpand(horizontal: true, vertical: true)
        let adjustment = scroller.verticalAdjustment
        adjustment.onValueChanged { [weak self] in self?.reportVisibleRows() }
        adjustment.onChanged { [weak self] in self?.reportVisibleRows() }
        list.onSizeAllocate { [weak self] in self?.listWasLaidOut() }
        let body = Box(.horizontal)
        body.packStart(scroller, expand: true)
        body.packStart(paneSeparator)
        body.packStart(detailPane.root)
        content.packStart(body, expand: true)

        let footer = Box(.horizontal, spacing: 12)
        footer.setMargins(6)
        summary.setXAlign(0)
        summary.addStyleClass("dim-label")
        footer.packStart(summary, expand: true)
        let attribution = LinkButton(uri: "https://pixabay.com/", label: "Images from Pixabay")
        attribution.accessibleName = "Images from Pixabay, open pixabay.com"
        footer.packEnd(attribution)
        content.packStart(footer)
        return content
    }

    // MARK: Binding

    private func bind() {
        observations = [
            viewModel.cellModels.observe { [weak self] cells in self?.showRows(cells) },
            viewModel.status.observe { [weak self] status in self?.showStatus(status) },
            viewModel.banner.observe { [weak self] banner in self?.showBanner(banner) },
            viewModel.isLoadingMore.observe { [weak self] loading in self?.showLoadingMore(loading) },
            viewModel.detail.observe { [weak self] detail in self?.detailPane.show(detail) },
            viewModel.sourceNote.observe { [weak self] note in
                guard let self else { return }
                sourceNoteBar.text = note ?? ""
                sourceNoteBar.isVisible = note != nil
            },
        ]
    }

    /// Rows inserted per main-loop slice: each slice stays well inside one frame.
    private static let rowsPerSlice = 8

    private func showRows(_ cells: [any ImageSearchCellModeling]) {
        let ids = cells.map(\.id)
        let appending = !rowCellIDs.isEmpty && ids.starts(with: rowCellIDs)
        rowGeneration += 1
        if !appending {
            list.removeAll()
            rows = []
            previewsShown = 0
            scroller.verticalAdjustment.value = 0
        } else if list.rowCount > rows.count {
            list.removeLast()
        }
        rowCellIDs = ids
        var pending = Array(cells.dropFirst(rows.count))
        let generation = rowGeneration
        insertRows(&pending)
        guard !pending.isEmpty else { return finishShowingRows() }
        MainLoop.repeatWhenIdle { [weak self] in
            guard let self, generation == rowGeneration else { return false }
            insertRows(&pending)
            if pending.isEmpty { finishShowingRows() }
            return !pending.isEmpty
        }
    }

    private func insertRows(_ pending: inout [any ImageSearchCellModeling]) {
        for cell in pending.prefix(Self.rowsPerSlice) {
            let index = rows.count
            let row = ImageSearchRow(cellModel: cell) { [weak self] in
                guard let self else { return }
                previewsShown += 1
                EventProbe.shared?.record("previews-shown \(previewsShown) row \(index)")
            }
            rows.append(row)
            list.append(row.row)
            row.row.showAll()
        }
        pending.removeFirst(min(Self.rowsPerSlice, pending.count))
    }

    private func finishShowingRows() {
        showLoadingMore(viewModel.isLoadingMore.value)
        EventProbe.shared?.record("rows \(rows.count)")
    }

    private func showLoadingMore(_ loading: Bool) {
        // While rows are still being inserted, the loading row waits for them.
        guard rows.count == rowCellIDs.count else { return }
        let shown = list.rowCount > rows.count
        if loading && !shown {
            list.append(loadingMoreRow)
            loadingMoreRow.showAll()
        } else if !loading && shown {
            list.removeLast()
        }
    }

    private func showStatus(_ status: SearchStatus) {
        spinner.isSpinning = status.isSearching
        switch status {
        case .idle:
            placeholder.text = "Type what you are looking for and press Enter."
            summary.text = ""
        case .searching(let query):
            placeholder.text = "Searching for “\(query)”…"
            summary.text = "Searching…"
        case .results(_, let count, let total):
            summary.text = count < total ? "\(count) of \(total) images" : "\(count) images"
        case .noResults(let query):
            placeholder.text = query.isEmpty ? "No images found." : "No images found for “\(query)”."
            summary.text = "No images"
        case .failed:
            placeholder.text = "No results to show."
            summary.text = ""
        }
        EventProbe.shared?.record("status \(status)")
    }

    private func showBanner(_ content: Banner?) {
        guard let content else {
            banner.isVisible = false
            return
        }
        banner.text = content.text
        banner.kind = content.isError ? .error : .info
        retryButton.isVisible = content.action == .retry
        bannerPreferencesButton.isVisible = content.action == .openPreferences
        banner.isVisible = true
        EventProbe.shared?.record("banner \(content.text)")
    }

    // MARK: Visible rows

    private func listWasLaidOut() {
        reportVisibleRows()
        guard EventProbe.shared != nil else { return }
        Task { @MainActor [weak self] in self?.recordRowBounds() }
    }

    private func recordRowBounds() {
        guard let probe = EventProbe.shared else { return }
        let bounds = rows.prefix(6).enumerated().compactMap { index, row -> String? in
            guard let position = row.row.positionInWindow else { return nil }
            let size = row.row.allocation
            return "row-bounds \(index) \(position.x) \(position.y) \(size.width) \(size.height)"
        }
        guard bounds != lastRecordedRowBounds else { return }
        lastRecordedRowBounds = bounds
        bounds.forEach(probe.record)
    }

    private func reportVisibleRows() {
        let adjustment = scroller.verticalAdjustment
        // Before the first layout nothing is on screen yet.
        guard !rows.isEmpty, adjustment.pageSize > 0 else { return }
        let top = Int(adjustment.value)
        let bottom = Int(adjustment.value + adjustment.pageSize) - 1
        // Rows not laid out yet have no position: wait for the layout that gives them one.
        guard let first = list.rowIndex(atY: top) else { return }
        let listEndsInView = list.allocation.height <= bottom + 1
        guard let last = list.rowIndex(atY: bottom) ?? (listEndsInView ? list.rowCount - 1 : nil) else { return }
        viewModel.setVisibleRows(first..<(last + 1))
        EventProbe.shared?.record("visible-rows \(first) \(last)")
    }

    // MARK: Keyboard

    private func connectKeyboard() {
        window.onKeyPress { [weak self] key in self?.handleWindowKey(key) ?? false }
        searchEntry.onKeyPress { [weak self] key in self?.handleEntryKey(key) ?? false }
    }

    private func handleWindowKey(_ press: KeyPress) -> Bool {
        switch (press.key, press.control) {
        case (.character("f"), true), (.character("/"), false) where !searchEntry.hasFocus:
            searchEntry.grabFocus()
            searchEntry.selectAll()
        case (.character("f"), true):
            searchEntry.selectAll()
        case (.character("q"), true):
            window.destroy()
        case (.f5, _), (.character("r"), true):
            viewModel.repeatSearch()
        case (.character(","), true):
            openPreferences()
        case (.f9, _):
            detailPane.root.isVisible.toggle()
            paneSeparator.isVisible = detailPane.root.isVisible
            EventProbe.shared?.record("detail-pane \(detailPane.root.isVisible ? "shown" : "hidden")")
        default:
            return false
        }
        return true
    }

    private func handleEntryKey(_ press: KeyPress) -> Bool {
        guard !press.control, !press.alt, list.rowCount > 0 else { return false }
        switch press.key {
        case .down:
            list.selectRow(at: 0)
        case .escape:
            list.selectRow(at: list.selectedIndex ?? 0)
        default:
            return false
        }
        return true
    }

    private func openPreferences() {
        showPreferences(window)
    }

    private func chooseSaveFile(for detail: any ImageDetailViewModeling) {
        let chooser = FileSaveChooser(
            title: "Save Image", parent: window, folder: FileSaveChooser.picturesFolder, fileName: detail.suggestedFileName)
        chooser.present { path in
            if let path { detail.saveImage(to: path) }
        }
    }
}
