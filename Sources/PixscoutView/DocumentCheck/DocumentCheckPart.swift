import Foundation
import GtkKit
import PixscoutLocalization
import PixscoutProbe
import PixscoutViewModel

/// Check a Document…: chosen with Ctrl+O, or dropped onto the window from a file manager; its
/// report in a dialog over the window, one at a time.
@MainActor
public final class DocumentCheckPart: WindowPart {
    private let documentCheck: any DocumentCheckViewModeling
    private weak var window: Window?
    private var probe: (any ViewProbing)?
    /// The report while it is open.
    private var dialog: DocumentCheckDialog?
    private var dropTarget: FileDropTarget?

    public init(documentCheck: any DocumentCheckViewModeling) {
        self.documentCheck = documentCheck
    }

    public func install(in surface: WindowSurface) {
        (window, probe) = (surface.window, surface.probe)
        surface.install(.checkDocument) { [weak self] in self?.chooseDocument() }
        dropTarget = FileDropTarget(on: surface.window) { [weak self] paths in self?.check(paths) }
    }

    private func chooseDocument() {
        guard let window else { return }
        let chooser = FileOpenChooser(title: tr("Check a Document"), parent: window,
            folder: FileManager.default.homeDirectoryForCurrentUser.path, acceptLabel: tr("_Check"))
        chooser.present { [weak self] paths in self?.check(paths) }
    }

    private func check(_ paths: [String]) {
        guard let window, !paths.isEmpty else { return }
        documentCheck.check(paths: paths)
        if let dialog { return dialog.raise() }
        let dialog = DocumentCheckDialog(viewModel: documentCheck, parent: window, probe: probe) { [weak self] in
            self?.dialog = nil
        }
        self.dialog = dialog
        dialog.present()
    }
}
