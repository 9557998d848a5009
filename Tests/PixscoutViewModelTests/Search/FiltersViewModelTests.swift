import Foundation
import PixscoutModel
import XCTest
@testable import PixscoutViewModel

/// The filters on their own: what a change keeps and says, and what a search is asked for.
@MainActor
final class FiltersViewModelTests: XCTestCase {
    private var file: URL!

    override func setUp() async throws {
        file = FileManager.default.temporaryDirectory.appendingPathComponent("pixscout-filters-\(UUID()).json")
    }

    override func tearDown() async throws {
        try? FileManager.default.removeItem(at: file)
    }

    func testAChangeIsKeptForTheNextStartAndSaidOnceUnlessNothingChanged() async {
        let filters = FiltersViewModel(store: SearchFiltersStore(file: file))
        var changes = 0
        let heard = filters.changes.observe { changes += 1 }
        filters.updateFilters { $0.use = SearchFilters.Use.commercial.rawValue }
        filters.updateFilters { $0.use = SearchFilters.Use.commercial.rawValue }
        XCTAssertEqual(changes, 1, "the same choice again changes nothing")
        withExtendedLifetime(heard) {}
        SettingsWrites.finish()
        let next = FiltersViewModel(store: SearchFiltersStore(file: file))
        XCTAssertEqual(next.searchFilters.use, .commercial, "the next start has it")
    }

    func testASearchAsksForAtLeastTheScreenItWasToldOf() async {
        let filters = FiltersViewModel(store: nil)
        filters.setScreenSize(width: 2560, height: -5)
        XCTAssertEqual(filters.searchFilters.screenWidth, 2560)
        XCTAssertEqual(filters.searchFilters.screenHeight, 0, "a nonsense size asks for nothing")
    }
}
