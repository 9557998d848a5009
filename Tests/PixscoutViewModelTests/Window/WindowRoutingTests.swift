import PixscoutModel
import XCTest
@testable import PixscoutViewModel

/// The window view model alone, over stubs of what it routes between: a banner's buttons, the
/// mode whose news reaches the results, a tag followed, new filters.
@MainActor
final class WindowRoutingTests: XCTestCase {
    private let log = CallLog()
    private lazy var search = StubSearchRouting(log)
    private lazy var library = StubLibraryRouting(log)
    private lazy var banners = StubBannerActions(log)
    private lazy var selection = StubSelectionRequests(log)
    private let filters = StubChosenFilters()
    private let results = StubResultsDisplay()
    private let shelfActions = StubShelfActions()
    private lazy var window = WindowViewModel(
        mode: PropertyWriter(WindowMode.search), search: search, filters: filters, messages: banners,
        results: results, selection: selection, quickLook: StubQuickLookNavigator(log), library: library,
        libraryActions: shelfActions, feed: StubEventFeed(log))

    func testEachButtonOfABannerGoesToWhatItNamesInTheModeShown() async {
        var wanted = 0
        let token = window.preferencesWanted.observe { wanted += 1 }
        for action in [Banner.Action.retry, .useSampleCatalog, .useChosenSite(name: "Openverse")] {
            banners.actionsSender.send(action)
        }
        XCTAssertEqual(log.calls, ["search retry", "search sample catalog", "search chosen site"])
        XCTAssertEqual(wanted, 0, "nothing opens by itself")
        banners.actionsSender.send(.openPreferences)
        XCTAssertEqual(wanted, 1, "the view is asked for Preferences")

        window.show(.library)
        banners.actionsSender.send(.retry)
        XCTAssertEqual(log.calls.suffix(5),
            ["quick look closed", "banner dismissed", "search pause", "library activate", "library reload"],
            "Retry in the library reads the shelf again")
        XCTAssertEqual(shelfActions.shown.last, .starred)
        withExtendedLifetime(token) {}
    }

    func testOnlyTheShownModesNewsReachesTheResults() async {
        _ = window
        search.eventsSender.send(.started)
        library.eventsSender.send(.cleared)
        window.show(.library)
        search.eventsSender.send(.loadingMore(true))
        library.eventsSender.send(.started)
        XCTAssertEqual(log.calls.filter { $0.hasPrefix("feed") }, ["feed started", "feed started"])
        XCTAssertEqual(results.emptyReasons.last, EmptyResults(LibraryStatus.opening, emptyShelf: .starred),
            "the results say why the shelf is empty")
    }

    func testATagFollowedFromTheLibrarySearchesAndNewFiltersShowWhatIsShownAgain() async {
        window.show(.library)
        selection.searchRequestsSender.send("fox")
        XCTAssertEqual(window.mode.value, .search)
        XCTAssertEqual(log.calls.suffix(3), ["library deactivate", "search resume", "search fox"])
        filters.changesSender.send(())
        XCTAssertEqual(log.calls.last, "search again")
        window.show(.library)
        filters.changesSender.send(())
        XCTAssertEqual(log.calls.last, "library reload")
    }
}
