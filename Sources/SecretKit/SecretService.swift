import CSecret

/// One secret in the desktop's keyring through libsecret (the Secret Service that GNOME
/// Keyring and KWallet provide). Every call fails with ``SecretServiceUnavailable`` when no
/// such service runs, so that callers can fall back.
public final class SecretService: Sendable {
    /// Which secret: the attribute `service` of Pixscout's schema.
    private let service: String
    private let label: String

    public init(service: String, label: String) {
        self.service = service
        self.label = label
    }

    public func lookup() throws(SecretServiceUnavailable) -> String? {
        var failure: UnsafeMutablePointer<CChar>?
        let secret = pixscout_secret_lookup(service, &failure)
        defer { pixscout_secret_password_free(secret) }
        try Self.check(failure)
        return secret.map { String(cString: $0) }
    }

    public func store(_ secret: String) throws(SecretServiceUnavailable) {
        var failure: UnsafeMutablePointer<CChar>?
        let stored = pixscout_secret_store(service, label, secret, &failure)
        try Self.check(failure)
        if stored == 0 { throw SecretServiceUnavailable(reason: "the keyring did not store the key") }
    }

    public func clear() throws(SecretServiceUnavailable) {
        var failure: UnsafeMutablePointer<CChar>?
        pixscout_secret_clear(service, &failure)
        try Self.check(failure)
    }

    private static func check(_ failure: UnsafeMutablePointer<CChar>?) throws(SecretServiceUnavailable) {
        guard let failure else { return }
        defer { pixscout_secret_message_free(failure) }
        throw SecretServiceUnavailable(reason: String(cString: failure))
    }
}
