/// The bars above the results: a standing note about where results come from, a banner with
/// an error or notice and its ways forward, and short-lived confirmations.
@MainActor
public protocol MessagesViewModeling: AnyObject {
    /// A standing note about the source (the offline catalog), with its way back.
    var sourceNote: ObservableProperty<Banner?> { get }
    /// An error or notice above the results, with its ways forward.
    var banner: ObservableProperty<Banner?> { get }
    /// Short confirmations ("Credit copied to the clipboard.") to show for a moment.
    var notices: ChangeStream<String> { get }
    /// Does what a banner button offers.
    func perform(_ action: Banner.Action)
    func dismissBanner()
}
