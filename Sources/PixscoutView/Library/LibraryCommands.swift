import GtkKit
import PixscoutLocalization
import PixscoutViewModel

/// The library's actions that need a dialog (collections, Save to Folder, exporting credits),
/// and which of the library's actions can be used now (a collection's only while one is
/// shown, Star's check mark following the focused image).
@MainActor
final class LibraryCommands {
    private weak var window: Window?
    private let windowModel: any WindowViewModeling
    private let parts: WindowParts
    private var observations: [ObservationToken] = []
    private var starObservation: ObservationToken?

    init(window: Window, windowModel: any WindowViewModeling, parts: WindowParts) {
        self.window = window
        self.windowModel = windowModel
        self.parts = parts
        observations = [
            windowModel.mode.observe { [weak self] _ in self?.updateEnabled() },
            parts.libraryActions.showsCollection.observe { [weak self] _ in self?.updateEnabled() },
            parts.selection.detail.observe { [weak self] detail in
                self?.starObservation = detail?.isStarred.observe { [weak window] starred in
                    window?.setActionState(PixscoutAction.star.name, on: starred)
                }
                if detail == nil { window.setActionState(PixscoutAction.star.name, on: false) }
            },
        ]
    }

    private func updateEnabled() {
        let inLibrary = windowModel.mode.value == .library
        let inCollection = inLibrary && parts.libraryActions.showsCollection.value
        for action in [PixscoutAction.removeFromCollection, .renameCollection, .deleteCollection] {
            window?.setActionEnabled(action.name, inCollection)
        }
        for action in [PixscoutAction.copyShelfCredits, .exportShelfCredits, .newCollection] {
            window?.setActionEnabled(action.name, inLibrary)
        }
    }

    func newCollection() {
        let library = parts.library
        ask(title: tr("New Collection"), accept: tr("C_reate"), initial: "") { library.createCollection(named: $0) }
    }

    func renameCollection() {
        let library = parts.library
        ask(title: tr("Rename Collection"), accept: tr("_Rename"), initial: library.shelf.value.name) {
            library.renameShownCollection(to: $0)
        }
    }

    func deleteCollection() {
        let library = parts.library
        guard let window else { return }
        LibraryDialogs.confirmDelete(name: library.shelf.value.name, parent: window) { library.deleteShownCollection() }
    }

    private func ask(title: String, accept: String, initial: String, _ done: @escaping @MainActor (String) -> Void) {
        guard let window else { return }
        LibraryDialogs.askName(title: title, acceptLabel: accept, initial: initial, parent: window, done)
    }

    func addToCollection() {
        let count = parts.selection.selectedIndices.value.count
        guard let window, count > 0 else { return }
        let actions = parts.libraryActions
        LibraryDialogs.askCollection(names: actions.collectionNames.value, count: count, parent: window) { name in
            actions.addSelection(toCollectionNamed: name)
        }
    }

    /// Saves the selected images into a folder the person chooses: as they are, or each fitted
    /// as `fit` says. The chooser stays above `parent` (Fit's dialog; the window when nil), and
    /// `chosen` runs once a folder is chosen, before the save starts.
    func saveToFolder(fitting fit: (any FitViewModeling)? = nil, over parent: Widget? = nil,
        chosen: @escaping @MainActor () -> Void = {}) {
        let count = parts.selection.selectedIndices.value.count
        guard let window, count > 0 else { return }
        let folderSave = parts.folderSave
        let title = fit == nil ? trn("Save %ld Image to a Folder", "Save %ld Images to a Folder", count)
            : trn("Save %ld Fitted Image to a Folder", "Save %ld Fitted Images to a Folder", count)
        let chooser = FileSaveChooser(folderTitle: String(format: title, count), parent: parent ?? window,
            folder: FileSaveChooser.picturesFolder, acceptLabel: tr("_Save Here"))
        chooser.present { [weak window] folder in
            guard let folder, let window,
                  let request = fit?.requestSavingToFolder(folder) ?? folderSave.request(savingSelectionTo: folder)
            else { return }
            chosen()
            Self.save(request, with: folderSave, parent: window)
        }
    }

    /// Saves as `request` planned, asking first about the files it would replace, and asking
    /// again whenever the folder or the selection changed meanwhile.
    private static func save(_ request: FolderSaveRequest, with folderSave: any FolderSaveViewModeling,
        parent: Window) {
        guard !request.replaced.isEmpty else {
            if let again = folderSave.save(request, answer: .keepBoth) { save(again, with: folderSave, parent: parent) }
            return
        }
        LibraryDialogs.askReplace(files: request.replaced, folder: request.folder, parent: parent) { answer in
            if let again = folderSave.save(request, answer: answer) { save(again, with: folderSave, parent: parent) }
        }
    }

    func exportCredits(of scope: CreditsScope) {
        guard let window else { return }
        let credits = parts.credits
        let first = credits.formats.first
        let chooser = FileSaveChooser(
            title: tr("Export Credits"), parent: window, folder: FileSaveChooser.documentsFolder,
            fileName: tr("credits"))
        chooser.addChoice(
            id: "format", label: tr("Format"), options: credits.formats.map { ($0.id, $0.name) },
                selected: first?.id ?? "")
        chooser.present { path in
            guard let path else { return }
            credits.exportCredits(of: scope, to: path, formatID: chooser.choice("format") ?? first?.id ?? "")
        }
    }
}
