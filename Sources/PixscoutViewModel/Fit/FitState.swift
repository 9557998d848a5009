/// What the Fit dialog shows.
public enum FitState: Equatable {
    case loading
    /// The frame can be adjusted and the picture used.
    case ready
    /// The licence allows no changes: a sentence saying so, its deed, the original only.
    case refused(reason: String, deedURL: String?)
    case failed(String)
}
