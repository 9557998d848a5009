import PixscoutModel

@MainActor
public final class FiltersViewModel: FiltersViewModeling, ChosenFilters {
    public var filters: ObservableProperty<FilterSelection> { filtersWriter.property }
    private let filtersWriter: PropertyWriter<FilterSelection>
    public var supportedFilters: ObservableProperty<Set<FilterSelection.Field>> { supportedFiltersWriter.property }
    private let supportedFiltersWriter = PropertyWriter<Set<FilterSelection.Field>>([])
    public var siteName: ObservableProperty<String> { siteNameWriter.property }
    private let siteNameWriter = PropertyWriter<String>("")
    /// A change shows again what is shown: the window view model listens here.
    public var changes: ChangeStream<Void> { changesSender.stream }
    private let changesSender = ChangeSender<Void>()
    /// The filters are written as they change, off the main thread.
    private let writer: LatestValueWriter<SearchFilters>?

    public init(store: SearchFiltersStore?) {
        writer = store.map { store in LatestValueWriter { store.save($0) } }
        filtersWriter = PropertyWriter(FilterSelection(store?.load() ?? SearchFilters()))
    }

    public func updateFilters(_ change: (inout FilterSelection) -> Void) {
        var updated = filters.value
        change(&updated)
        guard updated != filters.value else { return }
        filtersWriter.value = updated
        writer?.submit(updated.searchFilters)
        changesSender.send(())
    }

    /// The chosen filters that narrow a search in the site in use, in words.
    public var narrowing: [String] {
        filters.value.narrowing(supported: supportedFilters.value)
    }

    public func clearNarrowing() {
        updateFilters { $0 = $0.cleared }
    }

    /// The screen's size in pixels, for "At least this screen".
    private var screen = (width: 0, height: 0)

    public func setScreenSize(width: Int, height: Int) {
        screen = (max(0, width), max(0, height))
    }

    /// What a search asks for.
    public var searchFilters: SearchFilters {
        var filters = filters.value.searchFilters
        filters.screenWidth = screen.width
        filters.screenHeight = screen.height
        return filters
    }

    /// Offers what `site` can filter by.
    public func offer(_ site: SiteDescription) {
        supportedFiltersWriter.value = FilterSelection.Field.fields(site.supportedFilters)
        siteNameWriter.value = site.name
    }
}
