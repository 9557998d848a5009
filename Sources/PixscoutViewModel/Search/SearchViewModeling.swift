/// The search: what is asked, of which site, and where it stands.
@MainActor
public protocol SearchViewModeling: AnyObject {
    var status: ObservableProperty<SearchStatus> { get }
    /// The sites a person can choose, in the chooser's order.
    var siteChoices: [SiteChoice] { get }
    var site: ObservableProperty<SiteChoice> { get }
    /// "Images from Openverse", for the footer.
    var attribution: ObservableProperty<Attribution> { get }
    /// Results received that the chosen use (“What is it for?”) left out.
    var hiddenCount: ObservableProperty<Int> { get }
    /// "Unsplash allows 4 more requests for now", when a site's limit is near; else nil.
    var fewRequestsLeft: ObservableProperty<String?> { get }
    /// Words the site suggests instead ("did you mean"), for the first page shown.
    var suggestion: ObservableProperty<String?> { get }
    /// Earlier searches, newest first, for the search field to suggest.
    var recentSearches: ObservableProperty<[String]> { get }

    /// Replaces the results with the first page for `query`, cancelling the previous search.
    func search(query: String)
    /// Searches the words the site suggested.
    func searchSuggestion()
    /// Repeats the last search from its first page (F5).
    func repeatSearch()
    /// Searches another site from now on, remembered for next time.
    func chooseSite(id: String)
}
