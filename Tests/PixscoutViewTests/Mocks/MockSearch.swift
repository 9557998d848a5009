import PixscoutViewModel

/// A search that records what the view asks of it.
@MainActor
final class MockSearch: SearchViewModeling {
    var status: ObservableProperty<SearchStatus> { statusWriter.property }
    let statusWriter = PropertyWriter<SearchStatus>(.idle)
    let siteChoices = [SiteChoice(id: "openverse", name: "Openverse"),
        SiteChoice(id: "sample", name: "Sample catalog")]
    var site: ObservableProperty<SiteChoice> { siteWriter.property }
    let siteWriter = PropertyWriter<SiteChoice>(SiteChoice(id: "openverse", name: "Openverse"))
    var attribution: ObservableProperty<Attribution> { attributionWriter.property }
    let attributionWriter = PropertyWriter(Attribution(text: "Images from Openverse", url: "https://openverse.org/"))
    var recentSearches: ObservableProperty<[String]> { recentSearchesWriter.property }
    let recentSearchesWriter = PropertyWriter<[String]>([])
    var hiddenCount: ObservableProperty<Int> { hiddenCountWriter.property }
    let hiddenCountWriter = PropertyWriter<Int>(0)
    var fewRequestsLeft: ObservableProperty<String?> { fewRequestsLeftWriter.property }
    let fewRequestsLeftWriter = PropertyWriter<String?>(nil)
    var suggestion: ObservableProperty<String?> { suggestionWriter.property }
    let suggestionWriter = PropertyWriter<String?>(nil)
    var searches: [String] = []
    var chosenSites: [String] = []

    func search(query: String) { searches.append(query) }
    func searchSuggestion() { suggestion.value.map { searches.append($0) } }
    func repeatSearch() {}
    func chooseSite(id: String) { chosenSites.append(id) }
}
