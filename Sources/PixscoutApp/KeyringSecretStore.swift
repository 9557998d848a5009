import PixscoutModel
import SecretKit

/// ``SecretStoring`` in the desktop's keyring (SecretKit's ``SecretService``).
final class KeyringSecretStore: SecretStoring {
    private let service: SecretService

    /// - Parameter service: which secret, the attribute `service` of Pixscout's schema.
    init(service: String, label: String) {
        self.service = SecretService(service: service, label: label)
    }

    func lookup() throws(SecretStoreError) -> String? {
        do { return try service.lookup() } catch { throw .unavailable(error.reason) }
    }

    func store(_ secret: String) throws(SecretStoreError) {
        do { try service.store(secret) } catch { throw .unavailable(error.reason) }
    }

    func clear() throws(SecretStoreError) {
        do { try service.clear() } catch { throw .unavailable(error.reason) }
    }
}
