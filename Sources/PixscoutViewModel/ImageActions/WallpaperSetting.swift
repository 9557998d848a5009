import Foundation

/// The desktop's background picture.
@MainActor
public protocol WallpaperSetting: AnyObject {
    /// Makes the image in `file` the background; returns nil when that worked, or a sentence
    /// saying why not.
    func setWallpaper(file: URL) async -> String?
}
