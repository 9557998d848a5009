/// Save to Folder as Fit asks it: each selected image fitted as `batch` says.
@MainActor
public protocol FittedFolderSave: AnyObject {
    func request(savingSelectionTo folder: String, fitting batch: FitBatch?) -> FolderSaveRequest?
}
