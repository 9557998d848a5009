/// The Preferences dialog: each site's API key, and the searches kept for the search field
/// to suggest.
@MainActor
public protocol PreferencesViewModeling: AnyObject {
    /// Pixabay's, Unsplash's and Pexels' keys, in that order.
    var keys: [any SiteKeyViewModeling] { get }
    /// Whether earlier searches are kept and suggested.
    var remembersSearches: Bool { get }
    func setRemembersSearches(_ remember: Bool)
    /// True when there are earlier searches to clear.
    var hasSearchHistory: Bool { get }
    func clearSearchHistory()
}
