/// The bars above the results: a standing note about where results come from, and a banner with
/// an error that holds up the window (no network, a bad key) and its ways forward. How an action
/// went is said by a ``Toast`` instead.
@MainActor
public protocol MessagesViewModeling: AnyObject {
    /// A standing note about the source (the offline catalog), with its way back.
    var siteNote: ObservableProperty<Banner?> { get }
    /// An error or notice above the results, with its ways forward.
    var banner: ObservableProperty<Banner?> { get }
    /// Does what a banner button offers.
    func perform(_ action: Banner.Action)
    func dismissBanner()
}
