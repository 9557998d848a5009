/// A message above the results: an error with a way forward, or a notice.
public struct Banner: Equatable, Sendable {
    public enum Action: Equatable, Sendable {
        /// Offer "Retry", which repeats the last search.
        case retry
        /// Offer "Preferences", where the API key is set.
        case openPreferences
        /// Only a close button.
        case dismiss
    }

    public let text: String
    public let action: Action
    public let isError: Bool

    public init(text: String, action: Action, isError: Bool = true) {
        self.text = text
        self.action = action
        self.isError = isError
    }
}
