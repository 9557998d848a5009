import GtkKit
import PixscoutLocalization
import PixscoutProbe
import PixscoutViewModel

/// Pixscout's window: the header, the message bars, the results beside the detail pane (or the
/// quick look over them), and the footer. Each part gets the view model it shows.
@MainActor
public final class MainWindow {
    /// The pages of the window's body.
    enum Page: String {
        case browse
        case quickLook = "quick-look"
    }

    public let window: Window
    let viewModel: any WindowViewModeling
    /// Each part's view model, given to the part that shows it.
    let parts: WindowParts
    let probe: (any ViewProbing)?
    let application: Application
    let showPreferences: @MainActor (Window) -> Void
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
    let browse: ResultsBesideDetail
    /// Built when first opened: nobody needs it for the first frame.
    private var quickLook: QuickLookView?
    private let body = Stack()
    private(set) var windowActions: WindowActions?
    private let layout: (any WindowLayoutViewModeling)?
    /// The size when last neither maximized nor closing: what the next start opens at.
    private var normalSize = (width: 0, height: 0)
    private(set) var libraryCommands: LibraryCommands?
    private var followUpCommands: FollowUpCommands?
    /// Fit's dialog while it is open.
    var fitDialog: FitDialog?
    let (documentCheck, sourceCheck): ((any DocumentCheckViewModeling)?, (any SourceCheckViewModeling)?)
    /// Check a Document's report while it is open, and what takes documents dropped.
    var documentCheckDialog: DocumentCheckDialog?
    var dropTarget: FileDropTarget?
    private var observations: [ObservationToken] = []

    /// - Parameters:
    ///   - layout: the window's size, saved and restored; without it, the default.
    ///   - toasts: the notice over the results, saying how an action went.
    public init(
        application: Application, viewModel: any WindowViewModeling, parts: WindowParts, toasts: any ToastViewModeling,
        documentCheck: (any DocumentCheckViewModeling)? = nil, sourceCheck: (any SourceCheckViewModeling)? = nil,
        layout: (any WindowLayoutViewModeling)? = nil,
        probe: (any ViewProbing)?, about: AboutDialog.Details,
        showPreferences: @escaping @MainActor (Window) -> Void
    ) {
        window = Window(title: "Pixscout", application: application)
        self.application = application
        self.parts = parts
        self.about = about
        self.viewModel = viewModel
        self.layout = layout
        self.documentCheck = documentCheck
        self.sourceCheck = sourceCheck
        self.probe = probe
        self.showPreferences = showPreferences
        laterFrames = NextFrameQueue(widget: window)
        let actions = parts.imageActions
        let (search, chosenFilters) = (parts.search, parts.filters)
        let emptyWays = ResultsEmptyState.Ways(search: { search.search(query: $0) }) { chosenFilters.clearNarrowing() }
        results = ResultsView(
            results: parts.results, selection: parts.selection, probe: probe, laterFrames: laterFrames,
            emptyWays: emptyWays
        ) { DraggedImage.payload(for: actions, probe: probe) }
        footer = StatusFooter(windowModel: viewModel, search: parts.search, library: parts.library,
            selection: parts.selection, probe: probe)
        // The filters are built when their popover first opens: nobody needs them sooner.
        let filters = parts.filters
        var filtersPanel: FiltersPanel?
        header = SearchHeader(windowModel: viewModel, search: parts.search, library: parts.library, probe: probe) {
            let panel = filtersPanel ?? FiltersPanel(viewModel: filters)
            filtersPanel = panel
            return panel.root
        }
        messages = MessageBars(viewModel: parts.messages, probe: probe)
        toast = ToastView(viewModel: toasts, probe: probe)
        saveProgress = SaveProgressBar(viewModel: parts.folderSave, probe: probe)
        detailPane = ImageDetailPane(probe: probe, dragPayload: { DraggedImage.payload(for: actions, probe: probe) })
        let size = layout?.initialLayout(workArea: window.workArea) ?? WindowLayout(width: 1100, height: 640,
            maximized: false)
        window.setDefaultSize(width: size.width, height: size.height)
        if size.maximized { window.maximize() }
        normalSize = (size.width, size.height)
        browse = ResultsBesideDetail(
            results: results.root, detail: detailPane.root, narrowWidth: layout?.narrowWidth ?? 0,
                paneWidth: size.paneWidth,
            probe: probe)
        results.setTiles(size.tiles)
        results.setLayout(size.results)
        window.setTitlebar(header.bar)
        probe?.recordBounds(of: header.bar, as: .header)
        window.add(makeContent())
        detailPane.chooseSaveFile = { [weak self] detail in self?.chooseSaveFile(for: detail) }
        self.windowActions = WindowActions(application: application, window: window, searchEntry: header.searchEntry,
            results: results) { [weak self] action in
            self?.perform(action)
        }
        libraryCommands = LibraryCommands(window: window, windowModel: viewModel, parts: parts)
        followUpCommands = FollowUpCommands(window: window, selection: parts.selection)
        if let probe { ProbeBarrier.attach(to: window, probe: probe) }
        acceptDroppedDocuments()
        window.onSizeAllocate { [weak self] in self?.windowResized() }
        window.onDeleteEvent { [weak self] in self?.rememberLayout() }
        observations = [
            parts.selection.detail.observe { [weak self] detail in self?.showDetailAfterTheList(detail) },
            viewModel.screen.observe { [weak self] screen in self?.show(screen) },
            viewModel.mode.observe { [weak self] mode in self?.messages.hidesSiteNote = mode == .library },
            viewModel.preferencesWanted.observe { [weak self] in self?.perform(.preferences) },
        ]
    }

    private func makeContent() -> Box {
        let content = Box(.vertical)
        content.packStart(messages.root)
        content.packStart(saveProgress.root)
        body.addNamed(browse.root, name: Page.browse.rawValue)
        let overBody = Overlay(main: body)
        overBody.addOverlay(toast.root)
        browse.onDetailShareChanged = { [weak self] share in
            self?.centreToast(besideDetail: share)
            self?.rememberLayout()
        }
        content.packStart(overBody, expand: true)
        content.packStart(footer.root)
        return content
    }

    /// The notice stays over the results, clear of the detail pane and its buttons.
    private func centreToast(besideDetail share: Int) {
        toast.root.setMarginEnd(body.visibleChildName == Page.browse.rawValue ? share : 0)
    }

    public func present() {
        // Every part shows, then what the view models say is hidden hides again, before the
        // window itself shows: what starts hidden (the detail pane, the bars) is not laid out
        // or realized for the first frame.
        window.showContents()
        detailPane.show(parts.selection.detail.value)
        header.restoreVisibility()
        messages.restoreVisibility()
        saveProgress.restoreVisibility()
        results.restoreVisibility()
        footer.restoreVisibility()
        showLayoutChoice()
        window.present()
        if let screen = window.screenPixels { parts.filters.setScreenSize(width: screen.width,
            height: screen.height) }
        header.searchEntry.grabFocus()
        probe?.record(.windowShown)
        if let probe { WindowWatch.add { title, change in probe.record(.window(title: title, change: change.probed)) } }
        MainLoop.repeatWhenIdle { [weak self] in
            self?.detailPane.prepare()
            self?.parts.selection.prepareDetails()
            self?.results.prepare()
            self?.header.prepare()
            self?.windowActions?.prepareHelpOverlay()
            return false
        }
    }

    /// Puts `query` in the entry and searches, as typing it and pressing Enter would.
    public func search(_ query: String) {
        header.searchEntry.text = query
        parts.search.search(query: query)
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
            detailPane.show(parts.selection.detail.value)
        }
    }

    private func windowResized() {
        let size = window.size
        if !window.isMaximized { normalSize = size }
        browse.windowWidthChanged(size.width)
        rememberLayout()
    }

    /// Keeps the window's size and the person's choices (list or grid, the tiles' size, the
    /// pane's width) for the next start, whenever one changes: a signal, a crash or a logout
    /// loses nothing. The view model writes only what changed, off the main thread.
    public func rememberLayout() {
        layout?.remember(WindowLayout(
            width: normalSize.width, height: normalSize.height, maximized: window.isMaximized,
                paneWidth: browse.paneWidth,
            results: results.layout, tiles: results.tiles))
    }

    /// The quick look decodes the image to fit the area the results and details take.
    func openQuickLook() {
        let area = body.allocation
        parts.quickLook.openQuickLook(maxWidth: max(640, area.width), maxHeight: max(480, area.height - 100))
    }

    private func show(_ screen: WindowScreen) {
        let open = if case .quickLook = screen { true } else { false }
        guard open != (body.visibleChildName == Page.quickLook.rawValue) else { return }
        if open {
            let quickLook = quickLookView()
            body.visibleChildName = Page.quickLook.rawValue
            toast.root.setMarginEnd(0)
            quickLook.canvas.grabFocus()
        } else {
            body.visibleChildName = Page.browse.rawValue
            centreToast(besideDetail: browse.detailShare)
            probe?.record(.quickLookClosed)
            if let selected = parts.selection.selectedIndex.value { results.select(selected) }
        }
    }

    private func quickLookView() -> QuickLookView {
        if let quickLook { return quickLook }
        let made = QuickLookView(viewModel: parts.quickLook, probe: probe)
        body.addNamed(made.root, name: Page.quickLook.rawValue)
        quickLook = made
        return made
    }
}
