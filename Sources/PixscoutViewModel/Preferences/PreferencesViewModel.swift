import PixscoutModel

@MainActor
public final class PreferencesViewModel: PreferencesViewModeling {
    public let keys: [any SiteKeyViewModeling]
    private let history: (any SearchHistoryKeeping)?

    public init(keys: [any SiteKeyViewModeling], history: (any SearchHistoryKeeping)? = nil) {
        self.keys = keys
        self.history = history
    }

    public var remembersSearches: Bool {
        history?.isRemembering.value ?? false
    }

    public func setRemembersSearches(_ remember: Bool) {
        history?.setRemembering(remember)
    }

    public var hasSearchHistory: Bool {
        !(history?.recent.value.isEmpty ?? true)
    }

    public func clearSearchHistory() {
        history?.clear()
    }
}
