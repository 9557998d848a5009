import Foundation
import PixscoutModel

/// Where copies of images go when a person uses them outside Pixscout.
public struct ImageFolders: Sendable {
    /// Files offered to drag and drop (`$XDG_CACHE_HOME/pixscout/drag`).
    public let drag: URL
    /// Wallpapers, kept where desktops keep them (`$XDG_DATA_HOME/backgrounds/pixscout`).
    public let wallpapers: URL

    public init(drag: URL, wallpapers: URL) {
        self.drag = drag
        self.wallpapers = wallpapers
    }

    public static func standard(environment: [String: String] = ProcessInfo.processInfo.environment) -> ImageFolders {
        ImageFolders(
            drag: XDGDirectory.cache.pixscoutFolder(environment: environment).appendingPathComponent("drag"),
            wallpapers: XDGDirectory.data.folder(environment: environment).appendingPathComponent("backgrounds/pixscout"))
    }
}
