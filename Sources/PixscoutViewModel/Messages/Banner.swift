/// A message above the results: an error with ways forward, or a notice.
public struct Banner: Equatable, Sendable {
    public enum Action: Equatable, Sendable {
        /// Try again what failed: the search, or the next page.
        case retry
        /// Open Preferences, where the Pixabay key is set.
        case openPreferences
        /// Show the bundled sample catalog, which needs no network.
        case useSampleCatalog
        /// Go back to the site the person chose, after an automatic switch.
        case useChosenSite(name: String)
    }

    public let text: String
    public let actions: [Action]
    public let isError: Bool

    public init(text: String, actions: [Action] = [], isError: Bool = true) {
        self.text = text
        self.actions = actions
        self.isError = isError
    }
}
