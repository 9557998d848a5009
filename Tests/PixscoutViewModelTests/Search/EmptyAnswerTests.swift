import Foundation
import PixscoutModel
import XCTest
@testable import PixscoutViewModel

/// An empty answer leads somewhere: words that find something, and the filters that narrowed
/// the search with a way to clear them.
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

    func testNothingFoundSaysTheWordsOnOfferAndTheFiltersAndClearingThemSearchesAgain() async {
        let nothing = ResultPage(images: [], totalCount: 0, next: nil, alternatives: ["sky", "waves"])
        let site = StubSite(["flower": .success(nothing)])
        let window = makeWindowModel(makeSearchedSites(site))
        window.filters.updateFilters { $0.use = SearchFilters.Use.commercial.rawValue }
        window.search.search(query: "flower")
        await waitUntil("nothing found") { window.search.status.value == .noResults(query: "flower") }
        XCTAssertEqual(window.results.display.value,
            .empty(.noResults(query: "flower", words: ["sky", "waves"], filters: ["May be used commercially"])))
        window.filters.clearNarrowing()
        XCTAssertEqual(window.filters.filters.value.use, SearchFilters.Use.any.rawValue)
        // Its answer, not only its asking: on a busy machine the display still says "searching"
        // when the site has been asked.
        let answered = ResultsDisplay.empty(.noResults(query: "flower", words: ["sky", "waves"], filters: []))
        await waitUntil("the search again, with no filter") { window.results.display.value == answered }
        XCTAssertEqual(site.queries, ["flower", "flower"])
    }
}
