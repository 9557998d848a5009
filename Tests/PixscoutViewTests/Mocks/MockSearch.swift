import PixscoutViewModel

/// A search that records what the view asks of it.
@MainActor
final class MockSearch: SearchViewModeling {
    let status = ObservableProperty<SearchStatus>(.idle)
    let providerChoices = [ProviderChoice(id: "openverse", name: "Openverse"),
        ProviderChoice(id: "sample", name: "Sample catalog")]
    let provider = ObservableProperty(ProviderChoice(id: "openverse", name: "Openverse"))
    let attribution = ObservableProperty(Attribution(text: "Images from Openverse", url: "https://openverse.org/"))
    let recentSearches = ObservableProperty<[String]>([])
    let hiddenCount = ObservableProperty(0)
    let fewRequestsLeft = ObservableProperty<String?>(nil)
    let suggestion = ObservableProperty<String?>(nil)
    var searches: [String] = []
    var chosenProviders: [String] = []

    func search(query: String) { searches.append(query) }
    func searchSuggestion() { suggestion.value.map { searches.append($0) } }
    func repeatSearch() {}
    func chooseProvider(id: String) { chosenProviders.append(id) }
}
