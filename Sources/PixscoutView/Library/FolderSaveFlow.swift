import GtkKit
import PixscoutLocalization
import PixscoutViewModel

/// Save to Folder: the folder chooser, then the save, asking first about the files it would
/// replace. From the library's commands, and from Fit for fitted copies.
@MainActor
enum FolderSaveFlow {
    /// Saves the `count` selected images into a folder the person chooses: as they are, or each
    /// fitted as `fit` says. The chooser stays above `parent` (Fit's dialog, or the window),
    /// and `chosen` runs once a folder is chosen, before the save starts.
    static func start(count: Int, with folderSave: any FolderSaveViewModeling, fitting fit: (any FitViewModeling)?,
        over parent: Widget, window: Window, chosen: @escaping @MainActor () -> Void = {}) {
        guard count > 0 else { return }
        let title = fit == nil ? trn("Save %ld Image to a Folder", "Save %ld Images to a Folder", count)
            : trn("Save %ld Fitted Image to a Folder", "Save %ld Fitted Images to a Folder", count)
        let chooser = FileSaveChooser(folderTitle: String(format: title, count), parent: parent,
            folder: FileSaveChooser.picturesFolder, acceptLabel: tr("_Save Here"))
        chooser.present { [weak window] folder in
            guard let folder, let window,
                  let request = fit?.requestSavingToFolder(folder) ?? folderSave.request(savingSelectionTo: folder)
            else { return }
            chosen()
            save(request, with: folderSave, parent: window)
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
}
