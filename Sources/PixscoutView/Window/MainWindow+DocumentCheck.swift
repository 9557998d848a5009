import Foundation
import GtkKit
import PixscoutLocalization
import PixscoutViewModel

/// Check a Document…: chosen with Ctrl+O, or dropped onto the window from a file manager; its
/// report in a dialog over the window.
extension MainWindow {
    func acceptDroppedDocuments() {
        guard documentCheck != nil else { return }
        dropTarget = FileDropTarget(on: window) { [weak self] paths in self?.checkDocuments(paths) }
    }

    func chooseDocumentToCheck() {
        guard documentCheck != nil else { return }
        let chooser = FileOpenChooser(title: tr("Check a Document"), parent: window,
            folder: FileManager.default.homeDirectoryForCurrentUser.path, acceptLabel: tr("_Check"))
        chooser.present { [weak self] paths in self?.checkDocuments(paths) }
    }

    private func checkDocuments(_ paths: [String]) {
        guard let documentCheck, !paths.isEmpty else { return }
        documentCheck.check(paths: paths)
        if let documentCheckDialog { return documentCheckDialog.raise() }
        let dialog = DocumentCheckDialog(viewModel: documentCheck, parent: window, probe: probe) { [weak self] in
            self?.documentCheckDialog = nil
        }
        documentCheckDialog = dialog
        dialog.present()
    }
}
