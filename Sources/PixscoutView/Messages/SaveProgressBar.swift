import GtkKit
import PixscoutLocalization
import PixscoutProbe
import PixscoutViewModel

/// Above the results while Save to Folder runs: how far it has come, and Cancel.
@MainActor
final class SaveProgressBar {
    /// The bar's place; the bar is built when the first save starts, not at start-up.
    let root = Box(.vertical)
    private var infoBar: InfoBar?
    private let bar = ProgressBar()
    private let viewModel: any FolderSaveViewModeling
    private var observation: ObservationToken?

    init(viewModel: any FolderSaveViewModeling, probe: (any ViewProbing)?) {
        self.viewModel = viewModel
        observation = viewModel.progress.observe { [weak self] progress in
            self?.show(progress)
            probe?.record(.folderSave(progress))
        }
    }

    private func makeInfoBar() -> InfoBar {
        let made = InfoBar(closeButtonName: tr("Close the message"))
        made.kind = .info
        made.addBelowText(bar)
        let cancel = Button(label: tr("_Cancel"))
        cancel.accessibleName = tr("Stop saving the images")
        cancel.onClicked { [weak self] in self?.viewModel.cancel() }
        made.addButton(cancel)
        root.packStart(made)
        made.hideUntilShown()
        infoBar = made
        return made
    }

    private func show(_ progress: FolderSaveProgress?) {
        guard let progress else {
            infoBar?.isVisible = false
            return
        }
        let infoBar = infoBar ?? makeInfoBar()
        infoBar.text = progress.text
        bar.fraction = progress.fraction
        infoBar.isVisible = true
    }

    /// After `showAll`: only while a save runs.
    func restoreVisibility() {
        show(viewModel.progress.value)
    }
}
