/// Save to Folder: the selected images, each as a whole file, with their credits beside them.
@MainActor
public protocol FolderSaveViewModeling: AnyObject {
    /// Nil unless a save is under way.
    var progress: ObservableProperty<FolderSaveProgress?> { get }
    /// What saving the selection into `folder` would do; nil when nothing is selected.
    func request(savingSelectionTo folder: String) -> FolderSaveRequest?
    /// Saves as `request` planned, with `answer` for the files it would replace. When the
    /// selection or the folder changed since it was made, nothing is saved and the new request
    /// comes back, to be asked about again.
    func save(_ request: FolderSaveRequest, answer: FolderConflictAnswer) -> FolderSaveRequest?
    /// Stops the save: files already saved stay, with their credits.
    func cancel()
}
