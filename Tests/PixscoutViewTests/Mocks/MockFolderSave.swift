import PixscoutViewModel

/// A Save to Folder whose progress a test sets; records what is asked.
@MainActor
final class MockFolderSave: FolderSaveViewModeling {
    let progress = ObservableProperty<FolderSaveProgress?>(nil)
    var saves: [(folder: String, replacing: Bool)] = []
    var cancels = 0

    func conflicts(savingSelectionTo folder: String) -> [String] { [] }
    func saveSelection(to folder: String, replacing: Bool) { saves.append((folder, replacing)) }
    func cancel() { cancels += 1 }
}
