/// The keyring could not be used; the reason is for the log.
public enum SecretStoreError: Error, Sendable, Equatable {
    /// None runs, or it refused.
    case unavailable(String)
    /// It did not answer in time: it may be stuck, and the call was left behind.
    case noAnswer(seconds: Int)
}
