/// One secret in the desktop's keyring.
public protocol SecretStoring: Sendable {
    func lookup() throws(SecretStoreError) -> String?
    func store(_ secret: String) throws(SecretStoreError)
    func clear() throws(SecretStoreError)
}
