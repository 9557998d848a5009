import PixscoutLocalization
import PixscoutModel

@MainActor
public final class SiteKeyViewModel: SiteKeyViewModeling {
    private let site: SiteID
    private let store: any APIKeyStoring
    private var currentKey: APIKey?
    /// Asks the site whether it accepts a key: its refusal, or nil (also when it could not
    /// be asked, offline: the key is kept, and a search says later whether it works).
    private let check: @MainActor (APIKey) async -> NetworkError?
    private let onKeySaved: @MainActor (APIKey) -> Void
    private let onKeyRemoved: @MainActor () -> Void
    /// Says over the results that a key was checked and kept, or removed: the dialog may be
    /// closed by then.
    private let toasts: (any ToastPresenting)?

    public init(
        site: SiteID, store: any APIKeyStoring, currentKey: APIKey?,
        check: @escaping @MainActor (APIKey) async -> NetworkError? = { _ in nil },
        toasts: (any ToastPresenting)? = nil,
        onKeySaved: @escaping @MainActor (APIKey) -> Void, onKeyRemoved: @escaping @MainActor () -> Void
    ) {
        self.toasts = toasts
        self.site = site
        self.store = store
        self.currentKey = currentKey
        self.check = check
        self.onKeySaved = onKeySaved
        self.onKeyRemoved = onKeyRemoved
    }

    public var siteName: String { site.name }

    public var signUpURL: String { site.keyPage ?? "" }

    public var keyDescription: String {
        guard let currentKey else {
            // The site a saved key opens says what is searched meanwhile.
            guard site == SiteID.openedBySavedKey, let page = site.keyPage else {
                return String(format: tr("No key is set: Pixscout does not search %@. Its keys are free."), site.name)
            }
            let keyless = SiteWording.all(SiteID.remote.filter { !$0.needsKey }.map(\.name))
            let address = page.replacingOccurrences(of: "https://", with: "").trimmingCharacters(in: ["/"])
            return String(format: tr("No key is set: Pixscout searches %1$@. Get a free %2$@ key at %3$@."), keyless,
                site.name, address)
        }
        return String(format: tr("A key ending in …%@ is in use. Enter a new one to replace it."),
            String(currentKey.value.suffix(4)))
    }

    public var hasKey: Bool {
        currentKey != nil
    }

    public func save(key: String) async -> String? {
        guard let key = APIKey(key) else {
            return String(format: tr("Enter the key %@ gave you, then save."), site.name)
        }
        if await check(key) == .invalidAPIKey {
            return String(format: tr("%@ did not accept this key. Check that you copied all of it, then save again."),
                site.name)
        }
        let store = self.store
        if let failure = await Self.offTheMainThread({ () throws(APIKeyStoreError) in try store.save(key) }) {
            return failure
        }
        currentKey = key
        onKeySaved(key)
        toasts?.present(Toast(text: String(format: tr("Your %@ key is saved; Pixscout searches %@ with it."),
            site.name, site.name), kind: .success))
        return nil
    }

    public func removeKey() async -> String? {
        let store = self.store
        if let failure = await Self.offTheMainThread({ () throws(APIKeyStoreError) in try store.remove() }) {
            return failure
        }
        currentKey = nil
        onKeyRemoved()
        toasts?.present(Toast(text: String(format: tr("Your %@ key is removed."), site.name), kind: .success))
        return nil
    }

    /// Runs `change` on a thread of its own, the keyring being a D-Bus call away; its failure's
    /// sentence, or nil.
    private static func offTheMainThread(
        _ change: @escaping @Sendable () throws(APIKeyStoreError) -> Void
    ) async -> String? {
        await Task.detached { () -> String? in
            do throws(APIKeyStoreError) {
                try change()
                return nil
            } catch {
                return error.message
            }
        }.value
    }
}
