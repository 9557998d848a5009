import GtkKit
import PixscoutLocalization
import PixscoutViewModel

/// Fit: its dialog over the window, for the selected image or images.
extension MainWindow {
    func openFit() {
        if let fitDialog { return fitDialog.raise() }
        guard !parts.selection.selectedIndices.value.isEmpty else { return }
        let fit = parts.fit
        fit.open()
        let dialog = FitDialog(viewModel: fit, parent: window, probe: probe,
            saveOriginal: { [weak self] in self?.perform(.saveImage) },
            chooseFile: { parent, fileName, done in
                let chooser = FileSaveChooser(title: tr("Save Fitted Image"), parent: parent,
                    folder: FileSaveChooser.picturesFolder, fileName: fileName)
                chooser.present { path in if let path { done(path) } }
            },
            saveToFolder: { [weak self] parent, chosen in
                self?.libraryCommands?.saveToFolder(fitting: fit, over: parent, chosen: chosen)
            },
            closed: { [weak self] in self?.fitDialog = nil })
        fitDialog = dialog
        dialog.present()
    }
}
