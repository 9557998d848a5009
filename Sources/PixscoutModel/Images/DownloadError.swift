import Foundation
import PixscoutLocalization

/// Why saving an image failed, as a sentence with a way forward.
public enum DownloadError: Error, Sendable, Equatable {
    case network(NetworkError)
    case cannotWrite(folder: String)
    /// What came was not an image (an HTML page, a script): it was not kept.
    case notAnImage
    case cancelled

    public var message: String {
        switch self {
        case .network(let error): String(format: tr("The image could not be downloaded. %@"), error.message)
        case .cannotWrite(let folder): String(format: tr("Pixscout could not write to %@. Choose another folder and save again."), folder)
        case .notAnImage: tr("What the server sent is not an image, so Pixscout did not save it. Open the image's page to get it there.")
        case .cancelled: tr("Saving was cancelled.")
        }
    }
}
