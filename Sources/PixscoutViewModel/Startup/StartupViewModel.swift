import PixscoutLocalization
import PixscoutModel

/// Which site the window opens on and what it shows first. A key in the environment
/// decides at once; otherwise the keyring is asked off the main thread once the window is on
/// screen for the key of the site a saved key opens (``SiteID/openedBySavedKey``), which
/// picks the site unless the person searched meanwhile. The other sites' keys are asked
/// likewise: each opens its site when it was the one chosen, and joins All sites. A keyring
/// that never answers leaves the sites that need no key, and says so. Then the first search,
/// or what stands for one (the sample catalog's images; the sample catalog when the chosen
/// site cannot be reached).
@MainActor
public final class StartupViewModel {
    /// The saved key's lookup, once it is done; nil while asking, or when the keyring was not asked.
    public var savedKey: ObservableProperty<APIKeyLookup?> { savedKeyWriter.property }
    private let savedKeyWriter = PropertyWriter<APIKeyLookup?>(nil)
    /// The words of the first search, for the search field to show them.
    public var firstQuery: ObservableProperty<String?> { firstQueryWriter.property }
    private let firstQueryWriter = PropertyWriter<String?>(nil)
    private let choice: StartupChoice
    private let search: any SiteSwitching
    private let messages: any BannerShowing
    private let catalog: SiteCatalog
    private let lookUp: @Sendable () -> APIKeyLookup
    /// The saved keys of the other sites asked for (those the environment gave none).
    private let lookUpOthers: @Sendable ([SiteID]) -> [SiteID: APIKey]

    public init(
        choice: StartupChoice, search: any SiteSwitching, messages: any BannerShowing, catalog: SiteCatalog,
        lookUpOthers: @escaping @Sendable ([SiteID]) -> [SiteID: APIKey] = { _ in [:] },
        lookUp: @escaping @Sendable () -> APIKeyLookup
    ) {
        self.choice = choice
        self.search = search
        self.messages = messages
        self.catalog = catalog
        self.lookUp = lookUp
        self.lookUpOthers = lookUpOthers
    }

    /// Looks up the saved keys where needed, opens the chosen site, and starts the first search.
    public func begin() async {
        // Every saved key is asked at once; the first search waits for the other sites' keys
        // only where they decide what it searches.
        let (lookUp, leading) = (self.lookUp, SiteID.openedBySavedKey)
        let saved = choice.hasKey || leading == nil ? nil : Task.detached { lookUp() }
        if let others = lookUpOtherKeys() {
            let decidesSite = choice.site == .all || (choice.site.needsKey && choice.site != leading)
            if decidesSite {
                use(await others.value)
            } else {
                Task { [weak self] in self?.use(await others.value) }
            }
        }
        if let saved, let leading {
            let lookup = await saved.value
            catalog.keys[leading] = lookup.key
            savedKeyWriter.value = lookup
            if !lookup.keyringAnswered {
                messages.show(Banner(
                    text: String(format: tr("The desktop's keyring did not answer, so Pixscout could not read a saved %@ key. You can search the sites that need no key."),
                        leading.name),
                    actions: [.openPreferences], isError: false))
            }
            // A person who already searched keeps the site they searched.
            guard search.status.value == .idle else { return }
            let site = choice.site(withSavedKey: lookup.key)
            // All sites, made before the key came, takes its site in with it.
            let keyJoinsAll = site == .all && lookup.key != nil
            if site != choice.site || keyJoinsAll, let sites = catalog.sites(for: site) {
                search.switchSites(to: sites, search: false)
            }
        }
        if search.status.value == .idle, choice.site.needsKey, choice.site != leading,
            search.site.value.id != choice.site.rawValue, let sites = catalog.sites(for: choice.site) {
            // Another site with keys was chosen, and its key came from the keyring.
            search.switchSites(to: sites, search: false)
        }
        if choice.isExplicit, choice.site.needsKey, catalog.keys[choice.site] == nil,
            messages.banner.value == nil {
            // Named on the command line with no key anywhere: say why another site shows.
            messages.show(SiteWording.needsKey(choice.site))
        }
        if let query = choice.initialQuery {
            firstQueryWriter.value = query
        }
        search.start(initialQuery: choice.initialQuery, siteIsExplicit: choice.isExplicit)
    }

    /// Asks for the other sites' saved keys, for those the environment gave none.
    private func lookUpOtherKeys() -> Task<[SiteID: APIKey], Never>? {
        let missing = SiteID.keyed.filter { $0 != SiteID.openedBySavedKey && catalog.keys[$0] == nil }
        guard !missing.isEmpty else { return nil }
        let lookUpOthers = self.lookUpOthers
        return Task.detached { lookUpOthers(missing) }
    }

    /// Keys found in the keyring: each joins All sites when it is in use.
    private func use(_ found: [SiteID: APIKey]) {
        guard !found.isEmpty else { return }
        catalog.keys.merge(found) { $1 }
        if search.status.value == .idle, search.site.value.id == SiteID.all.rawValue,
            let all = catalog.sites(for: .all) {
            search.switchSites(to: all, search: false)
        }
    }
}
