import PixscoutLocalization
import PixscoutModel

/// Which library the window opens on and what it shows first. A key in the environment
/// decides at once; otherwise the keyring is asked off the main thread once the window is on
/// screen, and its key picks the library unless the person searched meanwhile. A keyring that
/// never answers leaves the libraries that need no key, and says so. Then the first search,
/// or what stands for one (the sample catalog's images; the sample catalog when the chosen
/// library cannot be reached).
@MainActor
public final class StartupViewModel {
    /// The saved key's lookup, once it is done; nil while asking, or when the keyring was not asked.
    public let savedKey = ObservableProperty<APIKeyLookup?>(nil)
    /// The words of the first search, for the search field to show them.
    public let firstQuery = ObservableProperty<String?>(nil)
    private let choice: StartupChoice
    private let search: SearchViewModel
    private let messages: MessagesViewModel
    private let catalog: SourceCatalog
    private let lookUp: @Sendable () -> APIKeyLookup

    public init(
        choice: StartupChoice, search: SearchViewModel, messages: MessagesViewModel, catalog: SourceCatalog,
        lookUp: @escaping @Sendable () -> APIKeyLookup
    ) {
        self.choice = choice
        self.search = search
        self.messages = messages
        self.catalog = catalog
        self.lookUp = lookUp
    }

    /// Looks up the saved key where needed, opens its library, and starts the first search.
    public func begin() async {
        if !choice.hasKey {
            let lookUp = self.lookUp
            let lookup = await Task.detached { lookUp() }.value
            catalog.keys[.pixabay] = lookup.key
            savedKey.value = lookup
            if !lookup.keyringAnswered {
                messages.show(Banner(
                    text: tr("The desktop's keyring did not answer, so Pixscout could not read a saved Pixabay key. You can search the libraries that need no key."),
                    actions: [.openPreferences], isError: false))
            }
            // A person who already searched keeps the library they searched.
            guard search.status.value == .idle else { return }
            let provider = choice.provider(withSavedKey: lookup.key)
            // All libraries, made before the key came, takes Pixabay in with it.
            let keyJoinsAll = provider == .all && lookup.key != nil
            if provider != choice.provider || keyJoinsAll, let source = catalog.source(for: provider) {
                search.switchSource(to: source, search: false)
            }
        }
        if let query = choice.initialQuery {
            firstQuery.value = query
        }
        search.start(initialQuery: choice.initialQuery, providerIsExplicit: choice.isExplicit)
    }
}
