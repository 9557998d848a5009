/// The window as a whole: what its body shows, and whether it shows a search or the
/// person's library. Each part's own view model is given to that part by the composition root.
@MainActor
public protocol WindowViewModeling: AnyObject {
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
