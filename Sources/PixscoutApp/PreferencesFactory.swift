import PixscoutModel
import PixscoutViewModel

/// Makes the Preferences view model each time the dialog opens, with the key in use then.
@MainActor
final class PreferencesFactory {
    private let store: any APIKeyStoring
    private let catalog: SourceCatalog
    private let rules: PixabayKeyRules
    private let history: SearchHistory

    init(store: any APIKeyStoring, catalog: SourceCatalog, rules: PixabayKeyRules, history: SearchHistory) {
        self.store = store
        self.catalog = catalog
        self.rules = rules
        self.history = history
    }

    func make() -> PreferencesViewModel {
        let rules = self.rules
        return PreferencesViewModel(
            store: store, currentKey: catalog.keys[.pixabay], onKeySaved: { key in rules.keySaved(key) },
                onKeyRemoved: { rules.keyRemoved() },
            history: history)
    }
}
