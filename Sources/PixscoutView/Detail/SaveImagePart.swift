import GtkKit
import PixscoutLocalization
import PixscoutViewModel

/// Save Image…: the selected image's largest file, where the person chooses. The detail
/// pane's button, the image menu, Ctrl+S and Fit's "Save the original" all come here.
@MainActor
public final class SaveImagePart: WindowPart {
    private let selection: any SelectionViewModeling
    private weak var window: Window?

    public init(selection: any SelectionViewModeling) {
        self.selection = selection
    }

    public func install(in surface: WindowSurface) {
        window = surface.window
        surface.install(.saveImage) { [weak self] in self?.chooseFile() }
    }

    private func chooseFile() {
        guard let window, let detail = selection.detail.value else { return }
        let chooser = FileSaveChooser(title: tr("Save Image"), parent: window, folder: FileSaveChooser.picturesFolder,
            fileName: detail.suggestedFileName)
        chooser.present { path in
            if let path { detail.saveImage(to: path) }
        }
    }
}
