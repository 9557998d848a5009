/// Library › Check Sources: whether each used image's site still has it, under the same
/// licence; what changed is marked on the image in the library.
@MainActor
public protocol SiteRecheckViewModeling: AnyObject {
    /// Whether a recheck is under way (the menu item waits).
    var isChecking: ObservableProperty<Bool> { get }
    /// Asks the sites, in the background; the outcome is said in a notice.
    func recheckSites()
}
