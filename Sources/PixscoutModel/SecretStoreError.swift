/// The keyring could not be used (none runs, or it refused); the reason is for the log.
public enum SecretStoreError: Error, Sendable, Equatable {
    case unavailable(String)
}
