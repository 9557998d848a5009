import Foundation
import PixscoutLocalization

/// Why an image could not be handed to the desktop (as a wallpaper, a dragged file).
enum ImageUseFailure: Error {
    /// The site has no picture of the file (a Commons file it could not render).
    case noPicture
    case notDownloaded
    /// What came is not a whole picture: an HTML page, a truncated or damaged file, a size
    /// past the limits.
    case notAPicture
    case cannotWrite(String)

    /// The reason, as the end of a sentence saying what failed.
    var reason: String {
        switch self {
        case .noPicture: tr("the site has no picture of this file. Save the original instead.")
        case .notDownloaded: tr("the image could not be downloaded. Try again.")
        case .notAPicture: tr("this image could not be used: what came is damaged, too large or not a picture.")
        case .cannotWrite(let folder): String(format: tr("Pixscout could not write to %@."), folder)
        }
    }
}
