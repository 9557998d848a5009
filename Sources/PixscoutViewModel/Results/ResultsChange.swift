/// How the results changed, for a view that shows them without comparing lists.
public enum ResultsChange: Equatable, Sendable {
    /// A new search's first page replaced everything: `count` results now.
    case replaced(count: Int)
    /// The next page added these indices at the end.
    case appended(Range<Int>)
    /// The next page started or stopped loading.
    case loadingMore(Bool)
}
