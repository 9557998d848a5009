/// The key could not be saved.
public struct APIKeyStoreError: Error, Sendable, Equatable {
    public let folder: String

    public var message: String {
        "Pixscout could not save the key in \(folder). Check that this folder is writable, then try again."
    }
}
