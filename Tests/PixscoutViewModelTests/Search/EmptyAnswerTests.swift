import Foundation
import PixscoutModel
import XCTest
@testable import PixscoutViewModel

/// An empty answer leads somewhere: words that find something, and the filters that narrowed
/// the search with a way to clear them. The filters, and the search alone over a stub site.
@MainActor
final class EmptyAnswerTests: XCTestCase {
    func testTheFiltersThatNarrowASearchAreNamedOnlyWhereTheSiteHonoursThem() async {
        var selection = FilterSelection.defaults
        selection.orientation = "vertical"
        selection.colors = ["red"]
        selection.use = SearchFilters.Use.commercial.rawValue
        selection.order = "latest"
        XCTAssertEqual(selection.narrowing(supported: [.orientation, .colors]),
            ["Vertical", "Red", "May be used commercially"], "the order narrows nothing")
        XCTAssertEqual(selection.narrowing(supported: []), ["May be used commercially"],
            "what the image is for, every site honours")
        let cleared = selection.cleared
        XCTAssertEqual(cleared.narrowing(supported: Set(FilterSelection.Field.allCases)), [])
        XCTAssertEqual(cleared.order, "latest", "the order stays")
    }

    func testNothingFoundSaysTheWordsOnOfferAndTheFiltersThatNarrowedIt() async {
        let nothing = ResultPage(images: [], totalCount: 0, next: nil, alternatives: ["sky", "waves"])
        let site = StubSite(["flower": .success(nothing)])
        let filters = FiltersViewModel(store: nil)
        let active = ActiveSite(sites: makeSearchedSites(site), decoder: StubPreviewDecoder(),
            mode: ObservableProperty(.search), access: LibraryAccess())
        let search = SearchViewModel(active: active, filters: filters, messages: MessagesViewModel.standalone,
            catalog: nil, siteStore: nil, history: nil, siteSearch: SiteSearch())
        filters.updateFilters { $0.use = SearchFilters.Use.commercial.rawValue }
        search.search(query: "flower")
        await waitUntil("nothing found") { search.status.value == .noResults(query: "flower") }
        XCTAssertEqual(search.emptyResults,
            .noResults(query: "flower", words: ["sky", "waves"], filters: ["May be used commercially"]))
        var changes = 0
        let token = filters.changes.observe { changes += 1 }
        filters.clearNarrowing()
        XCTAssertEqual(filters.filters.value.use, SearchFilters.Use.any.rawValue)
        XCTAssertEqual(changes, 1, "the window hears of it, and shows the search again")
        XCTAssertEqual(search.emptyResults, .noResults(query: "flower", words: ["sky", "waves"], filters: []))
        withExtendedLifetime(token) {}
    }
}
