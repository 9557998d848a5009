import GtkKit
import PixscoutLocalization
import PixscoutViewModel

/// Pixscout's window: the header, the message bars, the results beside the detail pane, and
/// the footer. It shows what the list view model says and forwards what a person does.
@MainActor
public final class MainWindow {
    public let window: Window
    private let viewModel: any ImageSearchListViewModeling
    private let probe: (any ViewProbing)?
    private let showPreferences: @MainActor (Window) -> Void
    private var header: SearchHeader!
    private var messages: MessageBars!
    private let results: ResultsView
    private let laterFrames: NextFrameQueue
    private let footer: StatusFooter
    private let paneSeparator = Separator(vertical: true)
    private lazy var detailPane = ImageDetailPane(
        probe: probe, chooseSaveFile: { [weak self] detail in self?.chooseSaveFile(for: detail) },
        dragPayload: { [weak self] in self.flatMap { DraggedImage.payload(for: $0.viewModel, probe: $0.probe) } })
    /// Built when first opened: nobody needs it for the first frame.
    private var quickLook: QuickLookView?
    /// The results and details, or the quick look over them.
    private let body = Stack()
    private lazy var filtersPanel = FiltersPanel(viewModel: viewModel)
    private var actions: WindowActions?
    private var observations: [ObservationToken] = []

    public init(
        application: Application, viewModel: any ImageSearchListViewModeling, probe: (any ViewProbing)?,
        showPreferences: @escaping @MainActor (Window) -> Void
    ) {
        window = Window(title: "Pixscout", application: application)
        self.viewModel = viewModel
        self.probe = probe
        self.showPreferences = showPreferences
        laterFrames = NextFrameQueue(widget: window)
        results = ResultsView(viewModel: viewModel, probe: probe, laterFrames: laterFrames) { [weak viewModel] in
            viewModel.flatMap { DraggedImage.payload(for: $0, probe: probe) }
        }
        footer = StatusFooter(viewModel: viewModel, probe: probe)
        header = SearchHeader(viewModel: viewModel) { [unowned self] in filtersPanel.root }
        messages = MessageBars(viewModel: viewModel, probe: probe) { [weak self] in self?.openPreferences() }
        window.setDefaultSize(width: 1120, height: 760)
        window.setTitlebar(header.bar)
        window.add(makeContent())
        actions = WindowActions(
            window: window, searchEntry: header.searchEntry, results: results,
            handlers: .init(
                focusSearch: { [weak self] in self?.focusSearch() },
                refresh: { [weak self] in self?.viewModel.repeatSearch() },
                toggleDetails: { [weak self] in self?.toggleDetailPane() },
                saveImage: { [weak self] in self?.saveSelectedImage() },
                quickLook: { [weak self] in self?.openQuickLook() },
                openPage: { [weak self] in self?.openSelectedPage() },
                copyImage: { [weak viewModel] in viewModel?.copyImage() },
                copyLink: { [weak viewModel] in viewModel?.copyLink() },
                copyCredit: { [weak viewModel] in viewModel?.copyCredit() },
                setWallpaper: { [weak viewModel] in viewModel?.setAsWallpaper() }))
        observations = [
            viewModel.detail.observe { [weak self] detail in self?.showDetailAfterTheList(detail) },
            viewModel.quickLook.observe { [weak self] quickLook in self?.showQuickLook(quickLook != nil) },
        ]
    }

    private func makeContent() -> Box {
        let content = Box(.vertical)
        content.packStart(messages.root)
        let browse = Box(.horizontal)
        browse.packStart(results.root, expand: true)
        browse.packStart(paneSeparator)
        browse.packStart(detailPane.root)
        body.addNamed(browse, name: "browse")
        content.packStart(body, expand: true)
        content.packStart(footer.root)
        return content
    }

    public func present() {
        window.showAll()
        // showAll reveals every child: restore what the view models say is hidden.
        detailPane.show(viewModel.detail.value)
        header.restoreVisibility()
        messages.restoreVisibility()
        results.restoreVisibility()
        footer.restoreVisibility(viewModel.attribution.value)
        window.present()
        header.searchEntry.grabFocus()
        probe?.record("window-shown")
        MainLoop.repeatWhenIdle { [weak self] in
            self?.detailPane.prepare()
            self?.results.prepare()
            self?.header.prepare()
            self?.actions?.prepareHelpOverlay()
            return false
        }
    }

    /// Puts `query` in the entry and searches, as typing it and pressing Enter would.
    public func search(_ query: String) {
        header.searchEntry.text = query
        viewModel.search(query: query)
    }

    private var detailShowScheduled = false

    /// The pane follows the selection in a frame after the list's: a selection that moves the
    /// list and fills the pane is two short frames, not one long one.
    private func showDetailAfterTheList(_ detail: (any ImageDetailViewModeling)?) {
        guard !detailShowScheduled else { return }
        detailShowScheduled = true
        laterFrames.enqueue { [weak self] in
            guard let self else { return }
            detailShowScheduled = false
            detailPane.show(viewModel.detail.value)
        }
    }

    private func focusSearch() {
        header.searchEntry.grabFocus()
        header.searchEntry.selectAll()
    }

    private func toggleDetailPane() {
        detailPane.root.isVisible.toggle()
        paneSeparator.isVisible = detailPane.root.isVisible
        probe?.record("detail-pane \(detailPane.root.isVisible ? "shown" : "hidden")")
    }

    private func openPreferences() {
        showPreferences(window)
    }

    /// The quick look decodes the image to fit the area the results and details take.
    private func openQuickLook() {
        let area = body.allocation
        viewModel.openQuickLook(maxWidth: max(640, area.width), maxHeight: max(480, area.height - 100))
    }

    private func showQuickLook(_ open: Bool) {
        guard open != (body.visibleChildName == "quick-look") else { return }
        if open {
            let quickLook = quickLookView()
            body.visibleChildName = "quick-look"
            quickLook.canvas.grabFocus()
        } else {
            body.visibleChildName = "browse"
            probe?.record("quick-look closed")
            if let selected = viewModel.selectedIndex.value { results.select(selected) }
        }
    }

    private func quickLookView() -> QuickLookView {
        if let quickLook { return quickLook }
        let made = QuickLookView(viewModel: viewModel, probe: probe)
        body.addNamed(made.root, name: "quick-look")
        quickLook = made
        return made
    }

    private func openSelectedPage() {
        if let selected = viewModel.selectedIndex.value { viewModel.openPage(at: selected) }
    }

    private func saveSelectedImage() {
        if let detail = viewModel.detail.value { chooseSaveFile(for: detail) }
    }

    private func chooseSaveFile(for detail: any ImageDetailViewModeling) {
        let chooser = FileSaveChooser(
            title: tr("Save Image"), parent: window, folder: FileSaveChooser.picturesFolder, fileName: detail.suggestedFileName)
        chooser.present { path in
            if let path { detail.saveImage(to: path) }
        }
    }
}
