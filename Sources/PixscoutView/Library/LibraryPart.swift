import GtkKit
import PixscoutLocalization
import PixscoutViewModel

/// The library's actions: Star, collections, Save to Folder, copying and exporting credits,
/// with the dialogs they need; and which can be used now (a collection's only while one is
/// shown, Star's check mark following the focused image).
@MainActor
public final class LibraryPart: WindowPart {
    private let mode: ObservableProperty<WindowMode>
    private let library: any LibraryViewModeling
    private let libraryActions: any LibraryActionsViewModeling
    private let credits: any CreditsViewModeling
    private let folderSave: any FolderSaveViewModeling
    private let selection: any SelectionViewModeling
    private weak var window: Window?
    private var observations: [ObservationToken] = []
    private var starObservation: ObservationToken?

    /// - Parameter mode: Search or Library: the shelves' actions are the Library's.
    public init(mode: ObservableProperty<WindowMode>, library: any LibraryViewModeling,
        libraryActions: any LibraryActionsViewModeling, credits: any CreditsViewModeling,
        folderSave: any FolderSaveViewModeling, selection: any SelectionViewModeling) {
        self.mode = mode
        self.library = library
        self.libraryActions = libraryActions
        self.credits = credits
        self.folderSave = folderSave
        self.selection = selection
    }

    public func install(in surface: WindowSurface) {
        let window = surface.window
        self.window = window
        let (libraryActions, credits) = (self.libraryActions, self.credits)
        surface.install(.star) { libraryActions.toggleStar() }
        surface.install(.removeFromCollection) { libraryActions.removeSelectionFromCollection() }
        surface.install(.copyCredits) { credits.copyCredits(of: .selection) }
        surface.install(.copyShelfCredits) { credits.copyCredits(of: .shownShelf) }
        surface.install(.addToCollection) { [weak self] in self?.addToCollection() }
        surface.install(.saveToFolder) { [weak self] in self?.saveToFolder() }
        surface.install(.exportShelfCredits) { [weak self] in self?.exportCredits(of: .shownShelf) }
        surface.install(.exportCredits) { [weak self] in self?.exportCredits(of: .usedImages) }
        surface.install(.newCollection) { [weak self] in self?.newCollection() }
        surface.install(.renameCollection) { [weak self] in self?.renameCollection() }
        surface.install(.deleteCollection) { [weak self] in self?.deleteCollection() }
        observations = [
            mode.observe { [weak self] _ in self?.updateEnabled() },
            libraryActions.showsCollection.observe { [weak self] _ in self?.updateEnabled() },
            selection.detail.observe { [weak self, weak window] detail in
                self?.starObservation = detail?.isStarred.observe { [weak window] starred in
                    window?.setActionState(PixscoutAction.star.name, on: starred)
                }
                if detail == nil { window?.setActionState(PixscoutAction.star.name, on: false) }
            },
        ]
    }

    private func updateEnabled() {
        let inLibrary = mode.value == .library
        let inCollection = inLibrary && libraryActions.showsCollection.value
        for action in [PixscoutAction.removeFromCollection, .renameCollection, .deleteCollection] {
            window?.setActionEnabled(action.name, inCollection)
        }
        for action in [PixscoutAction.copyShelfCredits, .exportShelfCredits, .newCollection] {
            window?.setActionEnabled(action.name, inLibrary)
        }
    }

    private func newCollection() {
        let library = self.library
        ask(title: tr("New Collection"), accept: tr("C_reate"), initial: "") { library.createCollection(named: $0) }
    }

    private func renameCollection() {
        let library = self.library
        ask(title: tr("Rename Collection"), accept: tr("_Rename"), initial: library.shelf.value.name) {
            library.renameShownCollection(to: $0)
        }
    }

    private func deleteCollection() {
        let library = self.library
        guard let window else { return }
        LibraryDialogs.confirmDelete(name: library.shelf.value.name, parent: window) { library.deleteShownCollection() }
    }

    private func ask(title: String, accept: String, initial: String, _ done: @escaping @MainActor (String) -> Void) {
        guard let window else { return }
        LibraryDialogs.askName(title: title, acceptLabel: accept, initial: initial, parent: window, done)
    }

    private func addToCollection() {
        let count = selection.selectedIndices.value.count
        guard let window, count > 0 else { return }
        let actions = libraryActions
        LibraryDialogs.askCollection(names: actions.collectionNames.value, count: count, parent: window) { name in
            actions.addSelection(toCollectionNamed: name)
        }
    }

    private func saveToFolder() {
        guard let window else { return }
        FolderSaveFlow.start(count: selection.selectedIndices.value.count, with: folderSave, fitting: nil,
            over: window, window: window)
    }

    private func exportCredits(of scope: CreditsScope) {
        guard let window else { return }
        let credits = self.credits
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
