/// The browsing window: the small view models its parts show, what the body shows, and
/// whether it shows a search or the person's library.
@MainActor
public protocol WindowViewModeling: AnyObject {
    var search: any SearchViewModeling { get }
    var filters: any FiltersViewModeling { get }
    var results: any ResultsViewModeling { get }
    var selection: any SelectionViewModeling { get }
    var messages: any MessagesViewModeling { get }
    var imageActions: any ImageActionsViewModeling { get }
    var quickLook: any QuickLookNavigating { get }
    var library: any LibraryViewModeling { get }
    var libraryActions: any LibraryActionsViewModeling { get }
    var credits: any CreditsViewModeling { get }
    var folderSave: any FolderSaveViewModeling { get }
    var fit: any FitViewModeling { get }
    var screen: ObservableProperty<WindowScreen> { get }
    var mode: ObservableProperty<WindowMode> { get }
    /// A banner's Preferences button was pressed: the view opens Preferences.
    var preferencesWanted: ChangeStream<Void> { get }
    /// Shows the search's results or the library's shelves.
    func show(_ mode: WindowMode)
    /// F5: the search again, or the shelf shown.
    func refresh()
    /// Selects result `id` once a page of the current search brings it (a result chosen in
    /// the desktop's search); a new search forgets it.
    func selectWhenShown(_ id: String)
}
