import PixscoutModel

/// The product's rules for the Pixabay key: a key saved in Preferences makes Pixabay the
/// library searched (and remembered); removing it goes back to Openverse, which needs none,
/// when Pixabay was in use.
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
        catalog.apiKey = key
        providerStore?.save(.pixabay)
        if let pixabay = catalog.source(for: .pixabay) {
            search.switchSource(to: pixabay, search: true)
        }
    }

    public func keyRemoved() {
        catalog.apiKey = nil
        if search.provider.value.id == ProviderID.pixabay.rawValue {
            search.chooseProvider(id: ProviderID.openverse.rawValue)
        }
    }
}
