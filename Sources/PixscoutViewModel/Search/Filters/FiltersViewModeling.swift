/// The search filters: what is chosen, and what the site in use can apply.
@MainActor
public protocol FiltersViewModeling: AnyObject {
    var filters: ObservableProperty<FilterSelection> { get }
    /// The filters the site in use honours; the others are not offered.
    var supportedFilters: ObservableProperty<Set<FilterSelection.Field>> { get }
    /// The site in use, to say which one cannot filter by something.
    var siteName: ObservableProperty<String> { get }
    /// The size of the screen the window is on, in pixels: "At least this screen" asks for it.
    func setScreenSize(width: Int, height: Int)
    /// Changes the filters, keeps them for next time, and searches again.
    func updateFilters(_ change: (inout FilterSelection) -> Void)
    /// Sets every filter that leaves images out back to its default, and searches again.
    func clearNarrowing()
}
