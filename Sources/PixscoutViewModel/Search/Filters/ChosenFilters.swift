import PixscoutModel

/// The filters chosen, as the search, Fit and the window view model read them.
@MainActor
public protocol ChosenFilters: AnyObject {
    var searchFilters: SearchFilters { get }
    /// The chosen filters that narrow a search, named for an empty answer.
    var narrowing: [String] { get }
    /// A change of the filters: what is shown is shown again with them.
    var changes: ChangeStream<Void> { get }
    /// Offers the filters `site` can apply.
    func offer(_ site: SiteDescription)
}
