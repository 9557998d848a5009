/// The widgets whose place a test asks for.
public enum ProbedWidget: String, Equatable, Sendable {
    case credit
    case retry
    case tags
    case followUps = "follow-ups"
    case suggestion
    /// Words an empty answer offers to search instead.
    case offeredWords = "offered-words"
    case clearFilters = "clear-filters"
}
