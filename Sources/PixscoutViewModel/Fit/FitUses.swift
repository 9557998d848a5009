/// Where a fitted picture goes, as the original does: the clipboard, the desktop's
/// background, the folders of files dragged out and of wallpapers, and the ledger.
@MainActor
public struct FitUses {
    let clipboard: any ClipboardWriting
    let wallpaper: (any WallpaperSetting)?
    let folders: ImageFolders
    let recorder: LibraryRecorder

    public init(clipboard: any ClipboardWriting, wallpaper: (any WallpaperSetting)?, folders: ImageFolders,
        recorder: LibraryRecorder) {
        self.clipboard = clipboard
        self.wallpaper = wallpaper
        self.folders = folders
        self.recorder = recorder
    }
}
