/// A large look at one result, moving to the previous and next ones.
@MainActor
public protocol QuickLookViewModeling: AnyObject {
    var index: Int { get }
    var titleText: String { get }
    /// "3 of 120", or "3" while the total is unknown.
    var positionText: String { get }
    var creditText: String? { get }
    /// The row's thumbnail, shown scaled up until the large image arrives.
    var thumbnail: (any PreviewImage)? { get }
    /// The large image: a placeholder while it loads, `.broken` when it cannot be had.
    var image: ObservableProperty<PreviewState> { get }
    /// How much has arrived, from 0 to 1; nil while the size is unknown.
    var progress: ObservableProperty<Double?> { get }
}
