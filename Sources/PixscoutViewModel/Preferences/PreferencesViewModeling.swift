/// The Preferences dialog: the Pixabay API key, never shown in full once saved, and the
/// searches kept for the search field to suggest.
@MainActor
public protocol PreferencesViewModeling: AnyObject {
    /// What is set now, e.g. "A key ending in …c0de is in use."
    var keyDescription: String { get }
    var hasKey: Bool { get }
    /// Saves the key (in the keyring when one runs) and starts searching Pixabay with it;
    /// returns a readable error instead.
    func save(key: String) async -> String?
    /// Forgets the key: Pixscout goes back to Openverse, which needs none.
    func removeKey() async -> String?
    /// Whether earlier searches are kept and suggested.
    var remembersSearches: Bool { get }
    func setRemembersSearches(_ remember: Bool)
    /// True when there are earlier searches to clear.
    var hasSearchHistory: Bool { get }
    func clearSearchHistory()
}
