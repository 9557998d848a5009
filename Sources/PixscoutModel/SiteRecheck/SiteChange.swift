import Foundation
import PixscoutLocalization

/// What changed at an image's site since the image was used, as a recheck found it: the
/// receipts keep what was true on the day of use.
public enum SiteChange: Sendable, Equatable {
    /// The site no longer has it.
    case removed(from: SiteID, on: Date)
    /// Its licence is not the one the library knew.
    case relicensed(from: ImageLicense?, to: ImageLicense?, on: Date)

    /// "Removed from Wikimedia Commons on 4 Dec 2026", "Licence now CC BY-SA 4.0, was CC BY 4.0".
    public var sentence: String {
        switch self {
        case .removed(let site, let date):
            String(format: tr("Removed from %1$@ on %2$@"), site.name, date.formatted(date: .abbreviated,
                time: .omitted))
        case .relicensed(let before, let now, _):
            String(format: tr("Licence now %1$@, was %2$@"), now?.name ?? tr("not known"),
                before?.name ?? tr("not known"))
        }
    }
}
