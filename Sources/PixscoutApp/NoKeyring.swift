import PixscoutModel

/// A keyring that is never there: the key lives in the private file alone.
public struct NoKeyring: SecretStoring {
    public init() {}

    public func lookup() throws(SecretStoreError) -> String? { throw .unavailable("no keyring in use") }
    public func store(_ secret: String) throws(SecretStoreError) { throw .unavailable("no keyring in use") }
    public func clear() throws(SecretStoreError) { throw .unavailable("no keyring in use") }
}
