import GtkKit
import PixscoutLocalization
import PixscoutViewModel

/// Above the results while Save to Folder runs: how far it has come, and Cancel.
@MainActor
final class SaveProgressBar {
    let root = InfoBar(closeButtonName: tr("Close the message"))
    private let bar = ProgressBar()
    private let viewModel: any FolderSaveViewModeling
    private var observation: ObservationToken?

    init(viewModel: any FolderSaveViewModeling, probe: (any ViewProbing)?) {
        self.viewModel = viewModel
        root.kind = .info
        root.addBelowText(bar)
        let cancel = Button(label: tr("_Cancel"))
        cancel.accessibleName = tr("Stop saving the images")
        cancel.onClicked { [weak self] in self?.viewModel.cancel() }
        root.addButton(cancel)
        root.hideUntilShown()
        observation = viewModel.progress.observe { [weak self] progress in
            self?.show(progress)
            probe?.record(.folderSave(progress))
        }
    }

    private func show(_ progress: FolderSaveProgress?) {
        guard let progress else {
            root.isVisible = false
            return
        }
        root.text = progress.text
        bar.fraction = progress.fraction
        root.isVisible = true
    }

    /// After `showAll`: only while a save runs.
    func restoreVisibility() {
        show(viewModel.progress.value)
    }
}
