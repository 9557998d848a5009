/// The browsing window: the small view models its parts show, and what the body shows.
@MainActor
public protocol BrowseViewModeling: AnyObject {
    var search: any SearchViewModeling { get }
    var filters: any FiltersViewModeling { get }
    var results: any ResultsViewModeling { get }
    var selection: any SelectionViewModeling { get }
    var messages: any MessagesViewModeling { get }
    var imageActions: any ImageActionsViewModeling { get }
    var quickLook: any QuickLookNavigating { get }
    var screen: ObservableProperty<BrowseScreen> { get }
}
