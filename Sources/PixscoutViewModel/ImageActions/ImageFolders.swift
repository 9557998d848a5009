import Foundation
import PixscoutModel

/// Where copies of images go when a person uses them outside Pixscout: folders of Pixscout's
/// own, bounded in size like the thumbnails' cache.
public struct ImageFolders: Sendable {
    public static let dragLimitBytes = 256 * 1024 * 1024
    public static let wallpaperLimitBytes = 128 * 1024 * 1024

    /// Files offered to drag and drop (`$XDG_CACHE_HOME/pixscout/drag`).
    public let drag: CacheFolder
    /// Wallpapers, kept where desktops keep them (`$XDG_DATA_HOME/backgrounds/pixscout`). The
    /// wallpaper set last is the most recently used file: the last one a sweep removes.
    public let wallpapers: CacheFolder

    public init(drag: CacheFolder, wallpapers: CacheFolder) {
        self.drag = drag
        self.wallpapers = wallpapers
    }

    public static func standard(environment: [String: String] = ProcessInfo.processInfo.environment) -> ImageFolders {
        let cache = XDGDirectory.cache.pixscoutFolder(environment: environment)
        let wallpapers = XDGDirectory.data.folder(environment: environment)
            .appendingPathComponent("backgrounds/pixscout")
        return ImageFolders(
            drag: CacheFolder(url: cache.appendingPathComponent("drag"), root: cache, limitBytes: dragLimitBytes),
            wallpapers: CacheFolder(url: wallpapers, root: wallpapers, limitBytes: wallpaperLimitBytes))
    }
}
