import GtkKit
import PixscoutLocalization
import PixscoutProbe
import PixscoutViewModel

/// Fit (F): its dialog over the window, for the selected image or images, one at a time.
@MainActor
public final class FitPart: WindowPart {
    private let fit: any FitViewModeling
    private let selection: any SelectionViewModeling
    private let folderSave: any FolderSaveViewModeling
    private weak var surface: WindowSurface?
    /// The dialog while it is open.
    private var dialog: FitDialog?

    /// - Parameter folderSave: where fitted copies of several images are saved together.
    public init(fit: any FitViewModeling, selection: any SelectionViewModeling,
        folderSave: any FolderSaveViewModeling) {
        self.fit = fit
        self.selection = selection
        self.folderSave = folderSave
    }

    public func install(in surface: WindowSurface) {
        self.surface = surface
        surface.install(.fitImage) { [weak self] in self?.open() }
    }

    private func open() {
        if let dialog { return dialog.raise() }
        guard let surface, !selection.selectedIndices.value.isEmpty else { return }
        let (fit, folderSave, selection) = (self.fit, self.folderSave, self.selection)
        let window = surface.window
        fit.open()
        let dialog = FitDialog(viewModel: fit, parent: window, probe: surface.probe,
            saveOriginal: { [weak surface] in surface?.perform(.saveImage) },
            chooseFile: { parent, fileName, done in
                let chooser = FileSaveChooser(title: tr("Save Fitted Image"), parent: parent,
                    folder: FileSaveChooser.picturesFolder, fileName: fileName)
                chooser.present { path in if let path { done(path) } }
            },
            saveToFolder: { [weak window] parent, chosen in
                guard let window else { return }
                FolderSaveFlow.start(count: selection.selectedIndices.value.count, with: folderSave, fitting: fit,
                    over: parent, window: window, chosen: chosen)
            },
            closed: { [weak self] in self?.dialog = nil })
        self.dialog = dialog
        dialog.present()
    }
}
