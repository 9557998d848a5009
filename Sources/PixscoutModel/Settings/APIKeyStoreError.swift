import Foundation
import PixscoutLocalization

/// The key could not be saved or removed.
public enum APIKeyStoreError: Error, Sendable, Equatable {
    case cannotSave(folder: String)
    case cannotRemove(folder: String)

    public var message: String {
        switch self {
        case .cannotSave(let folder):
            String(format: tr("Pixscout could not save the key in %@. Check that this folder is writable, then try again."), folder)
        case .cannotRemove(let folder):
            String(format: tr("Pixscout could not remove the key from %@. Check that this folder is writable, then try again."), folder)
        }
    }
}
