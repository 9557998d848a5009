import PixscoutModel

/// The product's rules for the Pixabay key: a key saved in Preferences makes Pixabay the
/// library searched (and remembered); removing it goes back to Openverse, which needs none,
/// when Pixabay was in use. All libraries stays chosen, with Pixabay in it or not.
@MainActor
public final class PixabayKeyRules {
    private let search: SearchViewModel
    private let catalog: SourceCatalog
    private let providerStore: ProviderChoiceStore?

    public init(search: SearchViewModel, catalog: SourceCatalog, providerStore: ProviderChoiceStore?) {
        self.search = search
        self.catalog = catalog
        self.providerStore = providerStore
    }

    public func keySaved(_ key: APIKey) {
        catalog.keys[.pixabay] = key
        if remakeAllLibrariesIfInUse() { return }
        providerStore?.save(.pixabay)
        if let pixabay = catalog.source(for: .pixabay) {
            search.switchSource(to: pixabay, search: true)
        }
    }

    public func keyRemoved() {
        catalog.keys[.pixabay] = nil
        if remakeAllLibrariesIfInUse() { return }
        if search.provider.value.id == ProviderID.pixabay.rawValue {
            search.chooseProvider(id: ProviderID.openverse.rawValue)
        }
    }

    /// Makes All libraries again with the key as it now is, when it is in use; says whether it was.
    private func remakeAllLibrariesIfInUse() -> Bool {
        guard search.provider.value.id == ProviderID.all.rawValue else { return false }
        if let all = catalog.source(for: .all) { search.switchSource(to: all, search: true) }
        return true
    }
}
