import PixscoutViewModel

/// Filters as a first start has them, every one offered.
@MainActor
final class MockFilters: FiltersViewModeling {
    var filters: ObservableProperty<FilterSelection> { filtersWriter.property }
    let filtersWriter = PropertyWriter<FilterSelection>(FilterSelection.defaults)
    var supportedFilters: ObservableProperty<Set<FilterSelection.Field>> { supportedFiltersWriter.property }
    let supportedFiltersWriter = PropertyWriter<Set<FilterSelection.Field>>(Set(FilterSelection.Field.allCases))
    var siteName: ObservableProperty<String> { siteNameWriter.property }
    let siteNameWriter = PropertyWriter<String>("Openverse")

    func updateFilters(_ change: (inout FilterSelection) -> Void) {}
    func setScreenSize(width: Int, height: Int) {}
    func clearNarrowing() {}
}
