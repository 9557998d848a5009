/// One site's API key in Preferences (Pixabay, Unsplash, Pexels): never shown in full once
/// saved, checked with the site before it is kept.
@MainActor
public protocol SiteKeyViewModeling: AnyObject {
    /// "Unsplash", for the section's heading and the entry's accessible name.
    var siteName: String { get }
    /// What is set now, e.g. "A key ending in …c0de is in use."
    var keyDescription: String { get }
    /// Where a free key is had.
    var signUpURL: String { get }
    var hasKey: Bool { get }
    /// Checks the key with the site, saves it (in the keyring when one runs) and starts
    /// using it; returns a readable error instead.
    func save(key: String) async -> String?
    /// Forgets the key: the site cannot be searched until another is saved.
    func removeKey() async -> String?
}
