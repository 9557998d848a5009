import PixscoutViewModel

/// A search that records what the view asks of it.
@MainActor
final class MockSearch: SearchViewModeling {
    let status = ObservableProperty<SearchStatus>(.idle)
    let siteChoices = [SiteChoice(id: "openverse", name: "Openverse"),
        SiteChoice(id: "sample", name: "Sample catalog")]
    let site = ObservableProperty(SiteChoice(id: "openverse", name: "Openverse"))
    let attribution = ObservableProperty(Attribution(text: "Images from Openverse", url: "https://openverse.org/"))
    let recentSearches = ObservableProperty<[String]>([])
    let hiddenCount = ObservableProperty(0)
    let fewRequestsLeft = ObservableProperty<String?>(nil)
    let suggestion = ObservableProperty<String?>(nil)
    var searches: [String] = []
    var chosenSites: [String] = []

    func search(query: String) { searches.append(query) }
    func searchSuggestion() { suggestion.value.map { searches.append($0) } }
    func repeatSearch() {}
    func chooseSite(id: String) { chosenSites.append(id) }
}
