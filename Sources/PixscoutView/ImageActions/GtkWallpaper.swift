import Foundation
import GtkKit
import PixscoutLocalization
import PixscoutProbe
import PixscoutViewModel

/// ``WallpaperSetting`` through the desktop portal or GNOME's settings.
@MainActor
public final class GtkWallpaper: WallpaperSetting {
    private let probe: (any ViewProbing)?

    public init(probe: (any ViewProbing)?) {
        self.probe = probe
    }

    public func setWallpaper(file: URL) async -> String? {
        let outcome = await DesktopWallpaper.set(uri: file.absoluteString)
        probe?.record(.wallpaper(outcome: Self.name(of: outcome), path: file.path))
        switch outcome {
        case .setThroughPortal, .setInGNOMESettings:
            return nil
        case .unavailable:
            return tr("this desktop has neither a wallpaper portal nor GNOME's background settings.")
        case .notAccepted:
            return tr("the desktop's settings did not accept the change.")
        case .cancelled:
            return tr("the change was cancelled.")
        case .noAnswer:
            return tr("the desktop did not say whether it changed the background. Try again.")
        }
    }

    private static func name(of outcome: DesktopWallpaper.Outcome) -> String {
        switch outcome {
        case .setThroughPortal: "setThroughPortal"
        case .setInGNOMESettings: "setInGNOMESettings"
        case .unavailable: "unavailable"
        case .notAccepted: "notAccepted"
        case .cancelled: "cancelled"
        case .noAnswer: "noAnswer"
        }
    }
}
