/// What looking for a saved key found.
public struct APIKeyLookup: Sendable, Equatable {
    public let key: APIKey?
    /// False when the keyring never answered: a key may be saved there that Pixscout could
    /// not read this time.
    public let keyringAnswered: Bool

    public init(key: APIKey?, keyringAnswered: Bool) {
        self.key = key
        self.keyringAnswered = keyringAnswered
    }
}
