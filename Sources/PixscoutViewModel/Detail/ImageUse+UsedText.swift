import Foundation
import PixscoutLocalization
import PixscoutModel

extension ImageUse {
    /// The use in one line, its file named from the home folder: "Saved as ~/Slides/sky.jpg on
    /// 27 Nov 2026 at 14:05".
    func usedText(locale: Locale) -> String {
        var style = Date.FormatStyle(date: .abbreviated, time: .shortened)
        style.locale = locale
        let when = date.formatted(style)
        let home = FileManager.default.homeDirectoryForCurrentUser.path
        let file = destination.map { $0.hasPrefix(home + "/") ? "~" + $0.dropFirst(home.count) : $0 } ?? ""
        switch kind {
        case .saved:
            return isChanged ? String(format: tr("Fitted and saved as %1$@ on %2$@"), file, when)
                : String(format: tr("Saved as %1$@ on %2$@"), file, when)
        case .copied: return String(format: tr("Copied on %@"), when)
        case .dragged: return String(format: tr("Dragged into another app on %@"), when)
        case .wallpaper: return String(format: tr("Made the wallpaper on %@"), when)
        }
    }
}
