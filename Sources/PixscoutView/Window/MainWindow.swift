import GtkKit
import PixscoutLocalization
import PixscoutProbe
import PixscoutViewModel

/// Pixscout's window: the header, the message bars, the results beside the detail pane (or a
/// part's page over them, the quick look), and the footer. It lays out what it shows, with
/// each view model given to the piece that shows it; the features' parts install their own
/// actions and keep their own state.
@MainActor
public final class MainWindow: WindowPageShowing {
    /// The page of the window's body that shows the results beside the details.
    static let resultsPage = "results"

    /// The view models of what the window itself shows, each handed to the piece that shows it.
    public struct Shown {
        let search: any SearchViewModeling
        let filters: any FiltersViewModeling
        let results: any ResultsViewModeling
        let selection: any SelectionViewModeling
        let messages: any MessagesViewModeling
        let library: any LibraryViewModeling
        let folderSave: any FolderSaveViewModeling
        let imageActions: any ImageActionsViewModeling
        let toasts: any ToastViewModeling

        public init(search: any SearchViewModeling, filters: any FiltersViewModeling,
            results: any ResultsViewModeling, selection: any SelectionViewModeling,
            messages: any MessagesViewModeling, library: any LibraryViewModeling,
            folderSave: any FolderSaveViewModeling, imageActions: any ImageActionsViewModeling,
            toasts: any ToastViewModeling) {
            (self.search, self.filters, self.results, self.selection) = (search, filters, results, selection)
            (self.messages, self.library, self.folderSave) = (messages, library, folderSave)
            (self.imageActions, self.toasts) = (imageActions, toasts)
        }
    }

    public let window: Window
    let viewModel: any WindowViewModeling
    let shown: Shown
    let probe: (any ViewProbing)?
    let application: Application
    /// What the About dialog says.
    let about: AboutDialog.Details
    let header: SearchHeader
    private let messages: MessageBars
    private let toast: ToastView
    private let saveProgress: SaveProgressBar
    let results: ResultsView
    private let laterFrames: NextFrameQueue
    private let footer: StatusFooter
    private let detailPane: ImageDetailPane
    let besideDetail: ResultsBesideDetail
    private let body = Stack()
    /// The pages parts added over the results, by name.
    private var pagesOverResults: Set<String> = []
    private(set) var windowActions: WindowActions?
    private let layout: (any WindowLayoutViewModeling)?
    /// The size when last neither maximized nor closing: what the next start opens at.
    private var normalSize = (width: 0, height: 0)
    /// The features' parts, each installed once; the window keeps them alive.
    private var parts: [any WindowPart] = []
    private var surface: WindowSurface?
    private var observations: [ObservationToken] = []

    /// - Parameters:
    ///   - parts: the features' parts, which install their own actions.
    ///   - layout: the window's size, saved and restored; without it, the default.
    public init(
        application: Application, viewModel: any WindowViewModeling, shown: Shown, parts: [any WindowPart],
        layout: (any WindowLayoutViewModeling)? = nil, probe: (any ViewProbing)?, about: AboutDialog.Details
    ) {
        window = Window(title: "Pixscout", application: application)
        self.application = application
        self.shown = shown
        self.about = about
        self.viewModel = viewModel
        self.layout = layout
        self.probe = probe
        laterFrames = NextFrameQueue(widget: window)
        let actions = shown.imageActions
        let (search, chosenFilters) = (shown.search, shown.filters)
        let emptyWays = ResultsEmptyState.Ways(search: { search.search(query: $0) }) { chosenFilters.clearNarrowing() }
        results = ResultsView(
            results: shown.results, selection: shown.selection, probe: probe, laterFrames: laterFrames,
            emptyWays: emptyWays
        ) { DraggedImage.payload(for: actions, probe: probe) }
        footer = StatusFooter(windowModel: viewModel, search: shown.search, library: shown.library,
            selection: shown.selection, probe: probe)
        // The filters are built when their popover first opens: nobody needs them sooner.
        var filtersPanel: FiltersPanel?
        header = SearchHeader(windowModel: viewModel, search: shown.search, library: shown.library, probe: probe) {
            let panel = filtersPanel ?? FiltersPanel(viewModel: chosenFilters)
            filtersPanel = panel
            return panel.root
        }
        messages = MessageBars(viewModel: shown.messages, probe: probe)
        toast = ToastView(viewModel: shown.toasts, probe: probe)
        saveProgress = SaveProgressBar(viewModel: shown.folderSave, probe: probe)
        detailPane = ImageDetailPane(probe: probe, dragPayload: { DraggedImage.payload(for: actions, probe: probe) })
        let size = layout?.initialLayout(workArea: window.workArea) ?? WindowLayout(width: 1100, height: 640,
            maximized: false)
        window.setDefaultSize(width: size.width, height: size.height)
        if size.maximized { window.maximize() }
        normalSize = (size.width, size.height)
        besideDetail = ResultsBesideDetail(
            results: results.root, detail: detailPane.root, narrowWidth: layout?.narrowWidth ?? 0,
                paneWidth: size.paneWidth,
            probe: probe)
        results.setTiles(size.tiles)
        results.setLayout(size.results)
        window.setTitlebar(header.bar)
        probe?.recordBounds(of: header.bar, as: .header)
        window.add(makeContent())
        let windowActions = WindowActions(application: application, window: window, searchEntry: header.searchEntry,
            results: results)
        self.windowActions = windowActions
        installActions(in: windowActions)
        let surface = WindowSurface(window: window, probe: probe, actions: windowActions, pages: self)
        self.surface = surface
        for part in parts { part.install(in: surface) }
        self.parts = parts
        assert(windowActions.missing.isEmpty, "no part installs \(windowActions.missing)")
        if let probe { ProbeBarrier.attach(to: window, probe: probe) }
        window.onSizeAllocate { [weak self] in self?.windowResized() }
        window.onDeleteEvent { [weak self] in self?.rememberLayout() }
        observations = [
            shown.selection.detail.observe { [weak self] detail in self?.showDetailAfterTheList(detail) },
            viewModel.mode.observe { [weak self] mode in self?.messages.hidesSiteNote = mode == .library },
        ]
    }

    private func makeContent() -> Box {
        let content = Box(.vertical)
        content.packStart(messages.root)
        content.packStart(saveProgress.root)
        body.addNamed(besideDetail.root, name: Self.resultsPage)
        let overBody = Overlay(main: body)
        overBody.addOverlay(toast.root)
        besideDetail.onDetailShareChanged = { [weak self] share in
            self?.centreToast(besideDetail: share)
            self?.rememberLayout()
        }
        content.packStart(overBody, expand: true)
        content.packStart(footer.root)
        return content
    }

    /// The notice stays over the results, clear of the detail pane and its buttons.
    private func centreToast(besideDetail share: Int) {
        toast.root.setMarginEnd(body.visibleChildName == Self.resultsPage ? share : 0)
    }

    public func present() {
        // Every part shows, then what the view models say is hidden hides again, before the
        // window itself shows: what starts hidden (the detail pane, the bars) is not laid out
        // or realized for the first frame.
        window.showContents()
        detailPane.show(shown.selection.detail.value)
        header.restoreVisibility()
        messages.restoreVisibility()
        saveProgress.restoreVisibility()
        results.restoreVisibility()
        footer.restoreVisibility()
        showLayoutChoice()
        window.present()
        if let screen = window.screenPixels { shown.filters.setScreenSize(width: screen.width,
            height: screen.height) }
        header.searchEntry.grabFocus()
        probe?.record(.windowShown)
        if let probe { WindowWatch.add { title, change in probe.record(.window(title: title, change: change.probed)) } }
        window.whenIdleAfterFirstDraw { [weak self] in
            self?.detailPane.prepare()
            self?.shown.selection.prepareDetails()
            self?.results.prepare()
            self?.header.prepare()
            self?.windowActions?.prepareHelpOverlay()
        }
    }

    /// Puts `query` in the entry and searches, as typing it and pressing Enter would.
    public func search(_ query: String) {
        header.searchEntry.text = query
        shown.search.search(query: query)
    }

    /// Shows `query` in the search field, as the words of a search made without typing.
    public func showQuery(_ query: String) {
        header.searchEntry.text = query
    }

    /// Searches `query` and selects result `id` when it comes (chosen in the desktop's search).
    public func showResult(_ id: String, of query: String) {
        search(query)
        viewModel.selectWhenShown(id)
    }

    /// The pane's next showing of the selection, in a later frame.
    private lazy var detailShow = CoalescedJob { [laterFrames] in laterFrames.enqueue($0) }

    /// The pane follows the selection in a frame after the list's: a selection that moves the
    /// list and fills the pane is two short frames, not one long one.
    private func showDetailAfterTheList(_ detail: (any ImageDetailViewModeling)?) {
        detailShow.request { [weak self] in
            guard let self else { return }
            detailPane.show(shown.selection.detail.value)
        }
    }

    private func windowResized() {
        let size = window.size
        if !window.isMaximized { normalSize = size }
        besideDetail.windowWidthChanged(size.width)
        rememberLayout()
    }

    /// Keeps the window's size and the person's choices (list or grid, the tiles' size, the
    /// pane's width) for the next start, whenever one changes: a signal, a crash or a logout
    /// loses nothing. The view model writes only what changed, off the main thread.
    public func rememberLayout() {
        layout?.remember(WindowLayout(
            width: normalSize.width, height: normalSize.height, maximized: window.isMaximized,
                paneWidth: besideDetail.paneWidth,
            results: results.layout, tiles: results.tiles))
    }

    // MARK: Pages over the results

    var pageArea: (width: Int, height: Int) {
        let area = body.allocation
        return (area.width, area.height)
    }

    func showOverResults(_ page: Widget, name: String) {
        guard body.visibleChildName != name else { return }
        if pagesOverResults.insert(name).inserted { body.addNamed(page, name: name) }
        body.visibleChildName = name
        toast.root.setMarginEnd(0)
    }

    func showResults() {
        guard body.visibleChildName != Self.resultsPage else { return }
        body.visibleChildName = Self.resultsPage
        centreToast(besideDetail: besideDetail.detailShare)
        probe?.record(.quickLookClosed)
        if let selected = shown.selection.selectedIndex.value { results.select(selected) }
    }
}
