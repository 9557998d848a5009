import PixscoutModel

@MainActor
public final class PreferencesViewModel: PreferencesViewModeling {
    private let store: APIKeyStore
    private var currentKey: APIKey?
    private let onKeySaved: @MainActor (APIKey) -> Void

    public init(store: APIKeyStore, currentKey: APIKey?, onKeySaved: @escaping @MainActor (APIKey) -> Void) {
        self.store = store
        self.currentKey = currentKey
        self.onKeySaved = onKeySaved
    }

    public var keyDescription: String {
        guard let currentKey else {
            return "No key is set: Pixscout shows its sample catalog. Get a free key at pixabay.com/api/docs."
        }
        return "A key ending in …\(currentKey.value.suffix(4)) is in use. Enter a new one to replace it."
    }

    public func save(key: String) -> String? {
        guard let key = APIKey(key) else { return "Enter the key Pixabay gave you, then save." }
        do {
            try store.save(key)
        } catch {
            return error.message
        }
        currentKey = key
        onKeySaved(key)
        return nil
    }
}
