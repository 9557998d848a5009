import Foundation
import PixscoutModel
import PixscoutViewModel

/// What the command line, the environment and the config files decided, before anything is built.
public struct AppConfiguration: Sendable {
    /// The library to search first.
    public var provider: ProviderID
    /// Chosen on the command line or in the environment: no automatic fallback then.
    public var providerIsExplicit: Bool
    /// Whether a saved key, once read from the keyring after the window opens, makes Pixabay
    /// the provider instead: nothing chose another library, and no key came in the environment.
    public var providerFollowsSavedKey: Bool
    /// Another search endpoint for `provider` (a local server speaking its format).
    public var apiURL: String?
    /// Other search endpoints for libraries by name, whichever is chosen.
    public var apiURLs: [ProviderID: String]
    /// The keys from the environment, by library; a saved Pixabay key is looked up after the
    /// window opens.
    public var keys: [ProviderID: APIKey]
    public var initialQuery: String?
    public var sampleCatalogDirectory: URL
    /// Where each library's key is saved (Pixabay, Unsplash, Pexels).
    public var keyStores: [ProviderID: KeyringAPIKeyStore]
    public var filtersStore: SearchFiltersStore
    public var providerStore: ProviderChoiceStore
    public var windowSizeStore: WindowSizeStore
    /// `$XDG_CACHE_HOME/pixscout`: API responses and images.
    public var cacheDirectory: URL
    /// `$XDG_DATA_HOME/pixscout/library.sqlite`: the person's library and credits ledger.
    public var libraryFile: URL
    /// Where dragged images and wallpapers are kept.
    public var imageFolders: ImageFolders
    /// `PIXSCOUT_EVENT_LOG`: where the view probe writes, for tests and benchmarks.
    public var eventLog: String?
    public var measuresStalls: Bool

    public init(
        provider: ProviderID = .openverse, providerIsExplicit: Bool = false, providerFollowsSavedKey: Bool = false,
        apiURL: String? = nil, apiURLs: [ProviderID: String] = [:], keys: [ProviderID: APIKey] = [:],
        initialQuery: String? = nil, sampleCatalogDirectory: URL = InstallLocation().sampleCatalog,
        keyStores: [ProviderID: KeyringAPIKeyStore] = [:],
        filtersStore: SearchFiltersStore = .standard(),
        providerStore: ProviderChoiceStore = .standard(), windowSizeStore: WindowSizeStore = .standard(),
        cacheDirectory: URL = XDGDirectory.cache.pixscoutFolder(), libraryFile: URL = LibraryDatabase.standard(),
        imageFolders: ImageFolders = .standard(),
        eventLog: String? = nil, measuresStalls: Bool = false
    ) {
        self.provider = provider
        self.providerIsExplicit = providerIsExplicit
        self.providerFollowsSavedKey = providerFollowsSavedKey
        self.apiURL = apiURL
        self.apiURLs = apiURLs
        self.keys = keys
        self.initialQuery = initialQuery
        self.sampleCatalogDirectory = sampleCatalogDirectory
        self.keyStores = keyStores
        self.filtersStore = filtersStore
        self.providerStore = providerStore
        self.windowSizeStore = windowSizeStore
        self.cacheDirectory = cacheDirectory
        self.libraryFile = libraryFile
        self.imageFolders = imageFolders
        self.eventLog = eventLog
        self.measuresStalls = measuresStalls
    }

    /// What was decided before the window opened, for the start-up view model to finish
    /// once the saved key is known.
    public var startupChoice: StartupChoice {
        StartupChoice(
            provider: provider, followsSavedKey: providerFollowsSavedKey, isExplicit: providerIsExplicit,
            initialQuery: initialQuery, hasKey: keys[.pixabay] != nil)
    }

    /// The search endpoint for `provider`: the one named for it, else the one given for the
    /// provider chosen at start, else the real service's.
    public func apiURL(for provider: ProviderID) -> String? {
        apiURLs[provider] ?? (provider == self.provider ? apiURL : nil) ?? provider.defaultAPIURL
    }

    /// Decides from the command line and the environment, touching no keyring: the window
    /// must not wait for a D-Bus service. The provider: `--provider`, else `PIXSCOUT_PROVIDER`,
    /// else the last one chosen, else Pixabay with a key and Openverse without. The keys:
    /// `PIXABAY_API_KEY`, `UNSPLASH_ACCESS_KEY` and `PEXELS_API_KEY`; a saved Pixabay key (in
    /// `keyring` when it runs) is looked up later, and ``StartupChoice/provider(withSavedKey:)``
    /// says where it leads.
    public static func resolve(
        provider: ProviderID?, apiURL: String?, apiURLs: [ProviderID: String] = [:], query: String?,
            keyrings: [ProviderID: any SecretStoring],
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> AppConfiguration {
        let keyStores = Dictionary(uniqueKeysWithValues: ProviderID.keyed.map { library in
            (library, KeyringAPIKeyStore(keyring: keyrings[library] ?? NoKeyring(),
                file: .standard(for: library, environment: environment)))
        })
        let keys = environmentKeys(in: environment)
        let key = keys[.pixabay]
        let providerStore = ProviderChoiceStore.standard(environment: environment)
        let explicit = provider ?? environment["PIXSCOUT_PROVIDER"].flatMap { ProviderID(rawValue: $0.lowercased()) }
        let saved = providerStore.load()
        // A saved Pixabay key decides later whether Pixabay opens; Unsplash and Pexels open on
        // their saved keys too, once read (Openverse meanwhile).
        let chosen = explicit ?? saved.flatMap { $0 == .pixabay && key == nil ? nil : $0 }
        return AppConfiguration(
            provider: chosen ?? (key == nil ? .openverse : .pixabay),
            providerIsExplicit: explicit != nil,
            providerFollowsSavedKey: explicit == nil && key == nil && (saved == nil || saved == .pixabay),
            apiURL: apiURL ?? environment["PIXSCOUT_API_URL"].flatMap { $0.isEmpty ? nil : $0 }, apiURLs: apiURLs,
            keys: keys,
            initialQuery: query,
            sampleCatalogDirectory: InstallLocation(environment: environment).sampleCatalog,
            keyStores: keyStores,
            filtersStore: .standard(environment: environment),
            providerStore: providerStore,
            windowSizeStore: .standard(environment: environment),
            cacheDirectory: XDGDirectory.cache.pixscoutFolder(environment: environment),
            libraryFile: LibraryDatabase.standard(environment: environment),
            imageFolders: .standard(environment: environment),
            eventLog: environment["PIXSCOUT_EVENT_LOG"].flatMap { $0.isEmpty ? nil : $0 },
            measuresStalls: environment["PIXSCOUT_MEASURE_STALLS"] != nil)
    }

    private static func environmentKeys(in environment: [String: String]) -> [ProviderID: APIKey] {
        Dictionary(uniqueKeysWithValues: ProviderID.keyed.compactMap { library in
            library.keyVariable.flatMap { environment[$0] }.flatMap(APIKey.init).map { (library, $0) }
        })
    }

    /// Where `library`'s key is saved; a file of its own where no keyring was given.
    public func keyStore(for library: ProviderID) -> KeyringAPIKeyStore {
        keyStores[library] ?? KeyringAPIKeyStore(keyring: NoKeyring(), file: .standard(for: library))
    }
}
