import Foundation
import PixscoutLocalization

/// Why saving an image failed, as a sentence with a way forward.
public enum DownloadError: Error, Sendable, Equatable {
    case network(NetworkError)
    case cannotWrite(folder: String)
    case cancelled

    public var message: String {
        switch self {
        case .network(let error): String(format: tr("The image could not be downloaded. %@"), error.message)
        case .cannotWrite(let folder): String(format: tr("Pixscout could not write to %@. Choose another folder and save again."), folder)
        case .cancelled: tr("Saving was cancelled.")
        }
    }
}
