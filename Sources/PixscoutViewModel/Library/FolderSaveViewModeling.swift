/// Save to Folder: the selected images, each as a whole file, with their credits beside them.
@MainActor
public protocol FolderSaveViewModeling: AnyObject {
    /// Nil unless a save is under way.
    var progress: ObservableProperty<FolderSaveProgress?> { get }
    /// The files in `folder` that saving the selection there would replace; empty when none.
    func conflicts(savingSelectionTo folder: String) -> [String]
    /// Saves the selected images into `folder`, replacing files of the same names only when
    /// `replacing`; otherwise beside them under free names.
    func saveSelection(to folder: String, replacing: Bool)
    /// Stops the save: files already saved stay, with their credits.
    func cancel()
}
