/// The large look at the selected image, moving through the results.
@MainActor
public protocol QuickLookNavigating: AnyObject {
    /// The large look; nil while closed.
    var quickLook: ObservableProperty<(any QuickLookViewModeling)?> { get }
    /// Opens it on the selected image, decoded to fit the given box.
    func openQuickLook(maxWidth: Int, maxHeight: Int)
    func closeQuickLook()
    /// Moves on (and the selection with it), loading the next page when needed.
    func showNextInQuickLook()
    func showPreviousInQuickLook()
}
