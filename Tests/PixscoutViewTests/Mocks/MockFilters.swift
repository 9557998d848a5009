import PixscoutViewModel

/// Filters as a first start has them, every one offered.
@MainActor
final class MockFilters: FiltersViewModeling {
    let filters = ObservableProperty(FilterSelection.defaults)
    let supportedFilters = ObservableProperty(Set(FilterSelection.Field.allCases))
    let siteName = ObservableProperty("Openverse")

    func updateFilters(_ change: (inout FilterSelection) -> Void) {}
    func setScreenSize(width: Int, height: Int) {}
    func clearNarrowing() {}
}
