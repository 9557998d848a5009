import PixscoutModel

/// The product's rules for the libraries' keys: a key saved in Preferences makes its library
/// the one searched (and remembered); removing it goes back to Openverse, which needs none,
/// when that library was in use. All libraries stays chosen, with each library that has a key.
@MainActor
public final class LibraryKeyRules {
    private let search: SearchViewModel
    private let catalog: SourceCatalog
    private let providerStore: ProviderChoiceStore?

    public init(search: SearchViewModel, catalog: SourceCatalog, providerStore: ProviderChoiceStore?) {
        self.search = search
        self.catalog = catalog
        self.providerStore = providerStore
    }

    public func keySaved(_ key: APIKey, for library: ProviderID) {
        catalog.keys[library] = key
        if remakeAllLibrariesIfInUse() { return }
        providerStore?.save(library)
        if let source = catalog.source(for: library) {
            search.switchSource(to: source, search: true)
        }
    }

    public func keyRemoved(for library: ProviderID) {
        catalog.keys[library] = nil
        if remakeAllLibrariesIfInUse() { return }
        if search.provider.value.id == library.rawValue {
            search.chooseProvider(id: ProviderID.openverse.rawValue)
        }
    }

    /// Makes All libraries again with the keys as they now are, when it is in use; says whether it was.
    private func remakeAllLibrariesIfInUse() -> Bool {
        guard search.provider.value.id == ProviderID.all.rawValue else { return false }
        if let all = catalog.source(for: .all) { search.switchSource(to: all, search: true) }
        return true
    }
}
