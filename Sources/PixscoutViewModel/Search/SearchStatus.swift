/// Where the current search stands, for the spinner and the empty states.
public enum SearchStatus: Equatable, Sendable {
    /// Nothing searched yet.
    case idle
    case searching(query: String)
    /// `total` is nil when the site does not say how many there are (Commons).
    case results(query: String, count: Int, total: Int?)
    case noResults(query: String)
    /// The last search failed; the banner says why, and earlier results stay.
    case failed(query: String)

    public var isSearching: Bool {
        if case .searching = self { true } else { false }
    }
}
