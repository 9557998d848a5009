/// What the results area shows: the list, or in its place a page saying why it is empty.
public enum ResultsDisplay: Equatable, Sendable {
    case list
    case empty(EmptyResults)
}

/// Why there are no results to show.
public enum EmptyResults: Equatable, Sendable {
    /// Nothing searched yet.
    case start
    case searching(query: String)
    case noResults(query: String)
    /// The search failed; the banner says why.
    case failed
}
