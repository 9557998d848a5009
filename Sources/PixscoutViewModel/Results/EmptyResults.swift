/// Why there are no results to show.
public enum EmptyResults: Equatable, Sendable {
    /// Nothing searched yet.
    case start
    case searching(query: String)
    /// Nothing matched: words that find something in the site, and the filters that
    /// narrowed the search, for the person to try or to clear.
    case noResults(query: String, words: [String], filters: [String])
    /// The search failed; the banner says why.
    case failed
    /// A shelf of the library is on its way.
    case loadingShelf
    /// The shelf holds nothing yet.
    case emptyShelf(EmptyShelf)
    /// No library could be opened; the banner says why.
    case libraryUnavailable
}
