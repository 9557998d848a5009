import PixscoutViewModel

/// A Save to Folder whose progress a test sets; records cancels.
@MainActor
final class MockFolderSave: FolderSaveViewModeling {
    var progress: ObservableProperty<FolderSaveProgress?> { progressWriter.property }
    let progressWriter = PropertyWriter<FolderSaveProgress?>(nil)
    var cancels = 0

    func request(savingSelectionTo folder: String) -> FolderSaveRequest? { nil }
    func save(_ request: FolderSaveRequest, answer: FolderConflictAnswer) -> FolderSaveRequest? { nil }
    func cancel() { cancels += 1 }
}
