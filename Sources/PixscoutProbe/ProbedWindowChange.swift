/// What became of one of the app's windows, as a probe event carries it.
public enum ProbedWindowChange: String, Equatable, Sendable, CaseIterable {
    case shown, hidden
    /// It took the keyboard: keys pressed now go to it.
    case active
}
