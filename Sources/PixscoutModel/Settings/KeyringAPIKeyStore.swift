/// ``APIKeyStoring`` in the desktop's keyring when one runs, else in the private file. A key
/// found in the file while a keyring runs moves into the keyring, once.
public struct KeyringAPIKeyStore: APIKeyStoring {
    private let keyring: any SecretStoring
    private let file: FileAPIKeyStore

    public init(keyring: any SecretStoring, file: FileAPIKeyStore) {
        self.keyring = keyring
        self.file = file
    }

    public func load() -> APIKey? {
        lookUp().key
    }

    /// The saved key, and whether the keyring failed to answer at all (rather than being
    /// absent, which is ordinary). Blocks on D-Bus: never call it on the main thread.
    public func lookUp() -> APIKeyLookup {
        do {
            if let stored = try keyring.lookup(), let key = APIKey(stored) {
                return APIKeyLookup(key: key, keyringAnswered: true)
            }
            guard let key = file.load() else { return APIKeyLookup(key: nil, keyringAnswered: true) }
            try keyring.store(key.value)
            try? file.remove()
            Log.info("moved the API key from \(file.file.path) into the keyring")
            return APIKeyLookup(key: key, keyringAnswered: true)
        } catch {
            Log.debug("no keyring (\(error)): the API key stays in \(file.file.path)")
            let answered = if case .noAnswer = error { false } else { true }
            return APIKeyLookup(key: file.load(), keyringAnswered: answered)
        }
    }

    public func save(_ key: APIKey) throws(APIKeyStoreError) {
        do {
            try keyring.store(key.value)
            try? file.remove()
        } catch {
            Log.debug("no keyring (\(error)): saving the API key in \(file.file.path)")
            try file.save(key)
        }
    }

    public func remove() throws(APIKeyStoreError) {
        try? keyring.clear()
        try file.remove()
    }
}
