import PixscoutLocalization
import PixscoutModel

@MainActor
public final class PreferencesViewModel: PreferencesViewModeling {
    private let store: any APIKeyStoring
    private var currentKey: APIKey?
    private let onKeySaved: @MainActor (APIKey) -> Void
    private let onKeyRemoved: @MainActor () -> Void
    private let history: SearchHistory?

    public init(
        store: any APIKeyStoring, currentKey: APIKey?, onKeySaved: @escaping @MainActor (APIKey) -> Void,
        onKeyRemoved: @escaping @MainActor () -> Void, history: SearchHistory? = nil
    ) {
        self.history = history
        self.store = store
        self.currentKey = currentKey
        self.onKeySaved = onKeySaved
        self.onKeyRemoved = onKeyRemoved
    }

    public var keyDescription: String {
        guard let currentKey else {
            return tr("No key is set: Pixscout searches Openverse and Wikimedia Commons. Get a free Pixabay key at pixabay.com/api/docs.")
        }
        return String(format: tr("A key ending in …%@ is in use. Enter a new one to replace it."),
            String(currentKey.value.suffix(4)))
    }

    public var hasKey: Bool {
        currentKey != nil
    }

    public var remembersSearches: Bool {
        history?.isRemembering.value ?? false
    }

    public func setRemembersSearches(_ remember: Bool) {
        history?.setRemembering(remember)
    }

    public var hasSearchHistory: Bool {
        !(history?.recent.value.isEmpty ?? true)
    }

    public func clearSearchHistory() {
        history?.clear()
    }

    public func save(key: String) async -> String? {
        guard let key = APIKey(key) else { return tr("Enter the key Pixabay gave you, then save.") }
        let store = self.store
        // The keyring is a D-Bus call away: never on the main thread.
        let result = await Task.detached { () -> Result<Void, APIKeyStoreError> in
            do throws(APIKeyStoreError) {
                try store.save(key)
                return .success(())
            } catch {
                return .failure(error)
            }
        }.value
        if case .failure(let error) = result { return error.message }
        currentKey = key
        onKeySaved(key)
        return nil
    }

    public func removeKey() async -> String? {
        let store = self.store
        let result = await Task.detached { () -> Result<Void, APIKeyStoreError> in
            do throws(APIKeyStoreError) {
                try store.remove()
                return .success(())
            } catch {
                return .failure(error)
            }
        }.value
        if case .failure(let error) = result { return error.message }
        currentKey = nil
        onKeyRemoved()
        return nil
    }
}
