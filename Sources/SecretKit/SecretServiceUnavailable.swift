/// The keyring could not be used: none runs, or it refused. The reason is for the log.
public struct SecretServiceUnavailable: Error, Sendable {
    public let reason: String
}
