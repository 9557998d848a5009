import PixscoutModel
import PixscoutViewModel

/// Makes the Preferences view model each time the dialog opens, with the keys in use then.
@MainActor
final class PreferencesFactory {
    private let stores: [SiteID: KeyringAPIKeyStore]
    private let catalog: SiteCatalog
    private let rules: SiteKeyRules
    private let factory: SiteFactory
    private let history: SearchHistory
    private let toasts: ToastViewModel

    init(
        stores: [SiteID: KeyringAPIKeyStore], catalog: SiteCatalog, rules: SiteKeyRules,
        factory: SiteFactory, history: SearchHistory, toasts: ToastViewModel
    ) {
        self.toasts = toasts
        self.stores = stores
        self.catalog = catalog
        self.rules = rules
        self.factory = factory
        self.history = history
    }

    func make() -> PreferencesViewModel {
        let (rules, factory, toasts) = (self.rules, self.factory, self.toasts)
        let keys = SiteID.keyed.compactMap { site -> SiteKeyViewModel? in
            guard let store = stores[site] else { return nil }
            return SiteKeyViewModel(
                site: site, store: store, currentKey: catalog.keys[site],
                check: { key in await factory.check(key, for: site) }, toasts: toasts,
                onKeySaved: { key in rules.keySaved(key, for: site) },
                onKeyRemoved: { rules.keyRemoved(for: site) })
        }
        return PreferencesViewModel(keys: keys, history: history)
    }
}
