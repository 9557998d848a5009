import Foundation

/// How the results changed, for a view that shows them without comparing lists.
public enum ResultsChange: Equatable, Sendable {
    /// A new search's first page replaced everything: `count` results now.
    case replaced(count: Int)
    /// The next page added these indices at the end.
    case appended(Range<Int>)
    /// These results show richer records now (another site has them too).
    case updated(IndexSet)
    /// The next page started or stopped loading.
    case loadingMore(Bool)
}
