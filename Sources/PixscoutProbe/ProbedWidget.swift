/// The widgets whose place a test asks for.
public enum ProbedWidget: String, CaseIterable, Equatable, Sendable {
    case credit
    case retry
    case tags
    case followUps = "follow-ups"
    case suggestion
}
