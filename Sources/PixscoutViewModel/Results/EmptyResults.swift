/// Why there are no results to show.
public enum EmptyResults: Equatable, Sendable {
    /// Nothing searched yet.
    case start
    case searching(query: String)
    case noResults(query: String)
    /// The search failed; the banner says why.
    case failed
    /// A shelf of the library is on its way.
    case loadingShelf
    /// The shelf holds nothing yet.
    case emptyShelf(EmptyShelf)
    /// No library could be opened; the banner says why.
    case libraryUnavailable
}
