/// What the results area shows: the list, or in its place a page saying why it is empty.
public enum ResultsDisplay: Equatable, Sendable {
    case list
    case empty(EmptyResults)
}
