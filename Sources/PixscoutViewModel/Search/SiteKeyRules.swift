import PixscoutModel

/// The product's rules for the libraries' keys: a key saved in Preferences makes its library
/// the one searched (and remembered); removing it goes back to Openverse, which needs none,
/// when that library was in use. All libraries stays chosen, with each library that has a key.
@MainActor
public final class SiteKeyRules {
    private let search: SearchViewModel
    private let catalog: SiteCatalog
    private let siteStore: SiteChoiceStore?

    public init(search: SearchViewModel, catalog: SiteCatalog, siteStore: SiteChoiceStore?) {
        self.search = search
        self.catalog = catalog
        self.siteStore = siteStore
    }

    public func keySaved(_ key: APIKey, for library: SiteID) {
        catalog.keys[library] = key
        if remakeAllSitesIfInUse() { return }
        siteStore?.save(library)
        if let source = catalog.source(for: library) {
            search.switchSource(to: source, search: true)
        }
    }

    public func keyRemoved(for library: SiteID) {
        catalog.keys[library] = nil
        if remakeAllSitesIfInUse() { return }
        if search.site.value.id == library.rawValue {
            search.chooseSite(id: SiteID.openverse.rawValue)
        }
    }

    /// Makes All libraries again with the keys as they now are, when it is in use; says whether it was.
    private func remakeAllSitesIfInUse() -> Bool {
        guard search.site.value.id == SiteID.all.rawValue else { return false }
        if let all = catalog.source(for: .all) { search.switchSource(to: all, search: true) }
        return true
    }
}
