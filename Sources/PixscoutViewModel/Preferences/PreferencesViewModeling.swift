/// The Preferences dialog: the Pixabay API key, never shown in full once saved.
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
}
