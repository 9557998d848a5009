/// What the window's body shows: one value, instead of flags whose combinations nobody states.
public enum WindowScreen: Equatable, Sendable {
    /// The results (or why there are none) beside the detail pane.
    case results(ResultsDisplay)
    /// One result large, over the list.
    case quickLook(index: Int)
}
