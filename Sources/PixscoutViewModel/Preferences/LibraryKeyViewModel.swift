import PixscoutLocalization
import PixscoutModel

@MainActor
public final class LibraryKeyViewModel: LibraryKeyViewModeling {
    private let library: ProviderID
    private let store: any APIKeyStoring
    private var currentKey: APIKey?
    /// Asks the library whether it accepts a key: its refusal, or nil (also when it could not
    /// be asked, offline: the key is kept, and a search says later whether it works).
    private let check: @MainActor (APIKey) async -> NetworkError?
    private let onKeySaved: @MainActor (APIKey) -> Void
    private let onKeyRemoved: @MainActor () -> Void

    public init(
        library: ProviderID, store: any APIKeyStoring, currentKey: APIKey?,
        check: @escaping @MainActor (APIKey) async -> NetworkError? = { _ in nil },
        onKeySaved: @escaping @MainActor (APIKey) -> Void, onKeyRemoved: @escaping @MainActor () -> Void
    ) {
        self.library = library
        self.store = store
        self.currentKey = currentKey
        self.check = check
        self.onKeySaved = onKeySaved
        self.onKeyRemoved = onKeyRemoved
    }

    public var libraryName: String { library.name }

    public var signUpURL: String { library.keyPage ?? "" }

    public var keyDescription: String {
        guard let currentKey else {
            guard library == .pixabay else {
                return String(format: tr("No key is set: Pixscout does not search %@. Its keys are free."), library.name)
            }
            return tr("No key is set: Pixscout searches Openverse and Wikimedia Commons. Get a free Pixabay key at pixabay.com/api/docs.")
        }
        return String(format: tr("A key ending in …%@ is in use. Enter a new one to replace it."),
            String(currentKey.value.suffix(4)))
    }

    public var hasKey: Bool {
        currentKey != nil
    }

    public func save(key: String) async -> String? {
        guard let key = APIKey(key) else {
            return String(format: tr("Enter the key %@ gave you, then save."), library.name)
        }
        if await check(key) == .invalidAPIKey {
            return String(format: tr("%@ did not accept this key. Check that you copied all of it, then save again."),
                library.name)
        }
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
