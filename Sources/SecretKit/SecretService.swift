import CSecret
import PixscoutModel

/// ``SecretStoring`` in the desktop's keyring through libsecret (the Secret Service that
/// GNOME Keyring and KWallet provide). Every call fails with ``SecretStoreError/unavailable(_:)``
/// when no such service runs, so that callers can fall back.
public final class SecretService: SecretStoring {
    /// Which secret: the attribute `service` of Pixscout's schema.
    private let service: String
    private let label: String

    public init(service: String = "pixabay", label: String = "Pixabay API key for Pixscout") {
        self.service = service
        self.label = label
    }

    public func lookup() throws(SecretStoreError) -> String? {
        var error: UnsafeMutablePointer<GError>?
        let secret = pixscout_secret_lookup(service, &error)
        try Self.check(error)
        guard let secret else { return nil }
        defer { secret_password_free(secret) }
        return String(cString: secret)
    }

    public func store(_ secret: String) throws(SecretStoreError) {
        var error: UnsafeMutablePointer<GError>?
        let stored = pixscout_secret_store(service, label, secret, &error)
        try Self.check(error)
        if stored == 0 { throw .unavailable("the keyring did not store the key") }
    }

    public func clear() throws(SecretStoreError) {
        var error: UnsafeMutablePointer<GError>?
        _ = pixscout_secret_clear(service, &error)
        try Self.check(error)
    }

    private static func check(_ error: UnsafeMutablePointer<GError>?) throws(SecretStoreError) {
        guard let error else { return }
        defer { g_error_free(error) }
        throw .unavailable(String(cString: error.pointee.message))
    }
}
