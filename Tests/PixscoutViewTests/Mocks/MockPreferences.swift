import PixscoutViewModel

/// Preferences with no keys and no history.
@MainActor
final class MockPreferences: PreferencesViewModeling {
    let keys: [any SiteKeyViewModeling] = []
    private(set) var remembersSearches = true
    let hasSearchHistory = false

    func setRemembersSearches(_ remember: Bool) { remembersSearches = remember }
    func clearSearchHistory() {}
}
