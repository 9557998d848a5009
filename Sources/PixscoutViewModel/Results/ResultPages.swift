/// The pages of whatever the results show: whether there are more, how many in all, and the
/// next one when the person comes near the end.
@MainActor
public protocol ResultPages: AnyObject {
    var hasMore: Bool { get }
    /// How many there are in all, when known.
    var total: Int? { get }
    func loadNextPage()
}
