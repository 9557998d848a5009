import Foundation
import PixscoutModel
import PixscoutViewModel

/// What the command line, the environment and the config files decided, before anything is built.
public struct AppConfiguration: Sendable {
    /// The site to search first.
    public var site: SiteID
    /// Chosen on the command line or in the environment: no automatic fallback then.
    public var siteIsExplicit: Bool
    /// Whether a saved key, once read from the keyring after the window opens, makes Pixabay
    /// the site instead: nothing chose another site, and no key came in the environment.
    public var siteFollowsSavedKey: Bool
    /// Another search endpoint for `site` (a local server speaking its format).
    public var apiURL: String?
    /// Other search endpoints for sites by name, whichever is chosen.
    public var apiURLs: [SiteID: String]
    /// The keys from the environment, by site; a saved Pixabay key is looked up after the
    /// window opens.
    public var keys: [SiteID: APIKey]
    public var initialQuery: String?
    public var sampleCatalogDirectory: URL
    /// Where each site's key is saved (Pixabay, Unsplash, Pexels).
    public var keyStores: [SiteID: KeyringAPIKeyStore]
    public var filtersStore: SearchFiltersStore
    public var siteStore: SiteChoiceStore
    public var windowSizeStore: WindowSizeStore
    /// Whether a document check asks Wikimedia Commons (off until the person turns it on).
    public var commonsLookupChoice: CommonsLookupChoiceStore
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
        site: SiteID = .first, siteIsExplicit: Bool = false, siteFollowsSavedKey: Bool = false,
        apiURL: String? = nil, apiURLs: [SiteID: String] = [:], keys: [SiteID: APIKey] = [:],
        initialQuery: String? = nil, sampleCatalogDirectory: URL = InstallLocation().sampleCatalog,
        keyStores: [SiteID: KeyringAPIKeyStore] = [:],
        filtersStore: SearchFiltersStore = .standard(),
        siteStore: SiteChoiceStore = .standard(), windowSizeStore: WindowSizeStore = .standard(),
        commonsLookupChoice: CommonsLookupChoiceStore = .standard(),
        cacheDirectory: URL = XDGDirectory.cache.pixscoutFolder(), libraryFile: URL = LibraryDatabase.standard(),
        imageFolders: ImageFolders = .standard(),
        eventLog: String? = nil, measuresStalls: Bool = false
    ) {
        self.site = site
        self.siteIsExplicit = siteIsExplicit
        self.siteFollowsSavedKey = siteFollowsSavedKey
        self.apiURL = apiURL
        self.apiURLs = apiURLs
        self.keys = keys
        self.initialQuery = initialQuery
        self.sampleCatalogDirectory = sampleCatalogDirectory
        self.keyStores = keyStores
        self.filtersStore = filtersStore
        self.siteStore = siteStore
        self.windowSizeStore = windowSizeStore
        self.commonsLookupChoice = commonsLookupChoice
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
            site: site, followsSavedKey: siteFollowsSavedKey, isExplicit: siteIsExplicit,
            initialQuery: initialQuery, hasKey: SiteID.openedBySavedKey.flatMap { keys[$0] } != nil)
    }

    /// The search endpoint for `site`: the one named for it, else the one given for the
    /// site chosen at start, else the real service's.
    public func apiURL(for site: SiteID) -> String? {
        apiURLs[site] ?? (site == self.site ? apiURL : nil) ?? site.defaultAPIURL
    }

    /// Decides from the command line and the environment, touching no keyring: the window
    /// must not wait for a D-Bus service. The site: `--site`, else `PIXSCOUT_SITE` (or its former
    /// name `PIXSCOUT_PROVIDER`, noted on standard error),
    /// else the last one chosen, else the site a key opens (``SiteID/openedBySavedKey``) with
    /// its key and the first site (``SiteID/first``) without. The keys: each keyed site's
    /// variable; a saved key of the leading site (in `keyring` when it runs) is looked up
    /// later, and ``StartupChoice/site(withSavedKey:)`` says where it leads.
    public static func resolve(
        site: SiteID?, apiURL: String?, apiURLs: [SiteID: String] = [:], query: String?,
            keyrings: [SiteID: any SecretStoring],
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> AppConfiguration {
        let keyStores = Dictionary(uniqueKeysWithValues: SiteID.keyed.map { site in
            (site, KeyringAPIKeyStore(keyring: keyrings[site] ?? NoKeyring(),
                file: .standard(for: site, environment: environment)))
        })
        let keys = environmentKeys(in: environment)
        let leading = SiteID.openedBySavedKey
        let key = leading.flatMap { keys[$0] }
        let siteStore = SiteChoiceStore.standard(environment: environment)
        let named = environment["PIXSCOUT_SITE"] ?? environment["PIXSCOUT_PROVIDER"].map { value in
            PixscoutCommand.note(former: "PIXSCOUT_PROVIDER", current: "PIXSCOUT_SITE")
            return value
        }
        let explicit = site ?? named.flatMap { SiteID(rawValue: $0.lowercased()) }
        let saved = siteStore.load()
        // A saved key of the leading site decides later whether it opens; the other sites with
        // keys open on their saved keys too, once read (the first site meanwhile).
        let chosen = explicit ?? saved.flatMap { $0 == leading && key == nil ? nil : $0 }
        return AppConfiguration(
            site: chosen ?? (key == nil ? SiteID.first : leading ?? SiteID.first),
            siteIsExplicit: explicit != nil,
            siteFollowsSavedKey: explicit == nil && key == nil && (saved == nil || saved == leading),
            apiURL: apiURL ?? environment["PIXSCOUT_API_URL"].flatMap { $0.isEmpty ? nil : $0 }, apiURLs: apiURLs,
            keys: keys,
            initialQuery: query,
            sampleCatalogDirectory: InstallLocation(environment: environment).sampleCatalog,
            keyStores: keyStores,
            filtersStore: .standard(environment: environment),
            siteStore: siteStore,
            windowSizeStore: .standard(environment: environment),
            commonsLookupChoice: .standard(environment: environment),
            cacheDirectory: XDGDirectory.cache.pixscoutFolder(environment: environment),
            libraryFile: LibraryDatabase.standard(environment: environment),
            imageFolders: .standard(environment: environment),
            eventLog: environment["PIXSCOUT_EVENT_LOG"].flatMap { $0.isEmpty ? nil : $0 },
            measuresStalls: environment["PIXSCOUT_MEASURE_STALLS"] != nil)
    }

    private static func environmentKeys(in environment: [String: String]) -> [SiteID: APIKey] {
        Dictionary(uniqueKeysWithValues: SiteID.keyed.compactMap { site in
            site.keyVariable.flatMap { environment[$0] }.flatMap(APIKey.init).map { (site, $0) }
        })
    }

    /// Where `site`'s key is saved; a file of its own where no keyring was given.
    public func keyStore(for site: SiteID) -> KeyringAPIKeyStore {
        keyStores[site] ?? KeyringAPIKeyStore(keyring: NoKeyring(), file: .standard(for: site))
    }
}
