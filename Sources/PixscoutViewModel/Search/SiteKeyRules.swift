import PixscoutModel

/// The product's rules for the sites' keys: a key saved in Preferences makes its site
/// the one searched (and remembered); removing it goes back to the first site, which needs none,
/// when that site was in use. All sites stays chosen, with each site that has a key.
@MainActor
public final class SiteKeyRules {
    private let search: any SiteSwitching
    private let catalog: SiteCatalog
    private let siteStore: SiteChoiceStore?

    public init(search: any SiteSwitching, catalog: SiteCatalog, siteStore: SiteChoiceStore?) {
        self.search = search
        self.catalog = catalog
        self.siteStore = siteStore
    }

    public func keySaved(_ key: APIKey, for site: SiteID) {
        catalog.keys[site] = key
        if remakeAllSitesIfInUse() { return }
        siteStore?.save(site)
        if let sites = catalog.sites(for: site) {
            search.switchSites(to: sites, search: true)
        }
    }

    public func keyRemoved(for site: SiteID) {
        catalog.keys[site] = nil
        if remakeAllSitesIfInUse() { return }
        if search.site.value.id == site.rawValue {
            search.chooseSite(id: SiteID.first.rawValue)
        }
    }

    /// Makes All sites again with the keys as they now are, when it is in use; says whether it was.
    private func remakeAllSitesIfInUse() -> Bool {
        guard search.site.value.id == SiteID.all.rawValue else { return false }
        if let all = catalog.sites(for: .all) { search.switchSites(to: all, search: true) }
        return true
    }
}
