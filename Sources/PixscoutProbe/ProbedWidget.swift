/// The widgets whose place a test asks for.
public enum ProbedWidget: String, Equatable, Sendable {
    /// The header bar, where the window's frame begins in its drawing: after the shadow a
    /// window of its own decorations draws around itself (on Wayland), or its resize border.
    case header
    case credit
    case retry
    case tags
    case followUps = "follow-ups"
    case suggestion
    /// Words an empty answer offers to search instead.
    case offeredWords = "offered-words"
    case clearFilters = "clear-filters"
    /// The notice over the results, once it has slid wholly in.
    case toast
    /// The notice's button ("Open Folder", "Retry").
    case toastAction = "toast-action"
    /// The detail pane's bar of buttons (Open, Save, Copy Credit, Fit, Star).
    case detailActions = "detail-actions"
}
