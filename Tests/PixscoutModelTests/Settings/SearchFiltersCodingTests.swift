import Foundation
import XCTest
@testable import PixscoutModel

final class SearchFiltersCodingTests: XCTestCase {
    func testAFileSavedBeforeTheNewerFiltersLoadsWithTheirDefaults() throws {
        let saved = #"{"imageType": "photo", "safeSearch": false, "minWidth": 800}"#
        let filters = try JSONDecoder().decode(SearchFilters.self, from: Data(saved.utf8))
        XCTAssertEqual(filters.imageType, .photo)
        XCTAssertFalse(filters.safeSearch)
        XCTAssertEqual(filters.minWidth, 800)
        var expected = SearchFilters()
        expected.imageType = .photo
        expected.safeSearch = false
        expected.minWidth = 800
        XCTAssertEqual(filters, expected, "what the file lacks (the use, shape, size, order…) keeps its default")
    }

    func testEveryFilterSurvivesSavingAndLoading() throws {
        var filters = SearchFilters()
        filters.use = .noCredit
        filters.shape = .portrait
        filters.size = .screen
        filters.screenWidth = 2560
        filters.screenHeight = 1440
        filters.order = .latest
        filters.category = SearchFilters.Category.allCases.first
        let loaded = try JSONDecoder().decode(SearchFilters.self, from: JSONEncoder().encode(filters))
        XCTAssertEqual(loaded, filters)
    }
}
