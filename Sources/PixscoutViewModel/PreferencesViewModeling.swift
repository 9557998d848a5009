/// The Preferences dialog: the API key, never shown in full once saved.
@MainActor
public protocol PreferencesViewModeling: AnyObject {
    /// What is set now, e.g. "A key ending in …c0de is saved."
    var keyDescription: String { get }
    /// Saves the key and starts searching Pixabay with it; returns a readable error instead.
    func save(key: String) -> String?
}
