import PixscoutModel

@MainActor
public final class FiltersViewModel: FiltersViewModeling {
    public let filters: ObservableProperty<FilterSelection>
    public let supportedFilters = ObservableProperty<Set<FilterSelection.Field>>([])
    public let libraryName = ObservableProperty("")
    /// A change searches again: the search view model listens here.
    var onChange: @MainActor () -> Void = {}
    private let store: SearchFiltersStore?

    init(store: SearchFiltersStore?) {
        self.store = store
        filters = ObservableProperty(FilterSelection(store?.load() ?? SearchFilters()))
    }

    public func updateFilters(_ change: (inout FilterSelection) -> Void) {
        var updated = filters.value
        change(&updated)
        guard updated != filters.value else { return }
        filters.value = updated
        store?.save(updated.searchFilters)
        onChange()
    }

    /// What a search asks for.
    var searchFilters: SearchFilters {
        filters.value.searchFilters
    }

    /// Offers what `provider` can filter by.
    func offer(_ provider: ProviderDescription) {
        supportedFilters.value = FilterSelection.Field.fields(provider.supportedFilters)
        libraryName.value = provider.name
    }
}
