import Foundation
import PixscoutModel
import XCTest
@testable import PixscoutViewModel

@MainActor
final class PagingAndPreviewTests: XCTestCase {
    private func makeViewModel(
        _ site: any ImageSite, fetcher: StubImageFetcher = StubImageFetcher(),
            filtersStore: SearchFiltersStore? = nil
    ) -> ResolvedWindow {
        makeWindowModel(makeSearchedSites(site, fetcher: fetcher), filtersStore: filtersStore)
    }

    // MARK: Paging

    func testScrollingToTheEndLoadsEachPageOnceAndStopsAtTheTotal() async {
        let site = PagedStubSite(total: 130)
        let viewModel = makeViewModel(site)
        var changes: [ResultsChange] = []
        let token = viewModel.results.resultsChanges.observe { changes.append($0) }
        await searchedForQ(viewModel)
        XCTAssertEqual(viewModel.results.resultCount, 50)
        viewModel.results.setVisibleRows(44..<50)
        XCTAssertTrue(viewModel.results.isLoadingMore)
        viewModel.results.setVisibleRows(45..<50)
        await waitUntil("the second page") { viewModel.results.resultCount == 100 }
        XCTAssertFalse(viewModel.results.isLoadingMore)
        viewModel.results.setVisibleRows(95..<100)
        await waitUntil("the last page") { viewModel.results.resultCount == 130 }
        viewModel.results.setVisibleRows(125..<130)
        viewModel.selection.selectRow(at: 129)
        XCTAssertFalse(viewModel.results.isLoadingMore, "nothing past the end")
        XCTAssertEqual(site.pages, [1, 2, 3], "no duplicate request and none past the end")
        XCTAssertEqual(viewModel.search.status.value, .results(query: "q", count: 130, total: 130))
        XCTAssertEqual((0..<130).compactMap { viewModel.results.cellModel(at: $0)?.id.split(separator: ":")
            .last.map(String.init) }, (1...130).map(String.init))
        XCTAssertEqual(changes, [
            .replaced(count: 50), .loadingMore(true), .loadingMore(false), .appended(50..<100),
            .loadingMore(true), .loadingMore(false), .appended(100..<130),
        ])
        withExtendedLifetime(token) {}
    }

    func testASiteThatDoesNotCountSaysHowManySoFarUntilItsEnd() async {
        let viewModel = makeViewModel(PagedStubSite(total: 70, saysTotal: false))
        await searchedForQ(viewModel)
        XCTAssertEqual(viewModel.search.status.value, .results(query: "q", count: 50, total: nil))
        viewModel.results.setVisibleRows(45..<50)
        await waitUntil("the last page") { viewModel.results.resultCount == 70 }
        XCTAssertEqual(viewModel.search.status.value, .results(query: "q", count: 70, total: 70))
    }

    func testSelectingNearTheEndLoadsTheNextPage() async {
        let viewModel = makeViewModel(PagedStubSite(total: 80))
        await searchedForQ(viewModel)
        viewModel.selection.selectRow(at: 47)
        await waitUntil("the next page") { viewModel.results.resultCount == 80 }
    }

    func testAFailedPageKeepsTheRowsAndRetryLoadsThatPageNotANewSearch() async {
        let site = PagedStubSite(total: 120)
        site.failingPage = 2
        let viewModel = makeViewModel(site)
        await searchedForQ(viewModel)
        viewModel.results.setVisibleRows(45..<50)
        await waitUntil("the failure") { viewModel.messages.banner.value != nil }
        XCTAssertEqual(viewModel.messages.banner.value,
            Banner(text: NetworkError.connectionLost.message(service: "Pixabay"), actions: [.retry, .useSampleCatalog]))
        XCTAssertEqual(viewModel.results.resultCount, 50)
        viewModel.results.setVisibleRows(44..<50)
        XCTAssertFalse(viewModel.results.isLoadingMore, "scrolling does not hammer a failing page")
        viewModel.messages.perform(.retry)
        XCTAssertTrue(viewModel.results.isLoadingMore, "the page is retried as a page")
        XCTAssertEqual(viewModel.search.status.value, .results(query: "q", count: 50, total: 120), "not a new search")
        await waitUntil("the retried page") { viewModel.results.resultCount == 100 }
        XCTAssertEqual(site.pages, [1, 2, 2])
        XCTAssertNil(viewModel.messages.banner.value)
    }

    func testARateLimitCountsDownNamingTheSiteThenSearchesOnItsOwn() async {
        let site = PagedStubSite(total: 10, description: stubDescription(.openverse, host: nil))
        site.rateLimitedOnce = 2
        let viewModel = makeViewModel(site)
        var banners: [String] = []
        let token = viewModel.messages.banner.observe { if let text = $0?.text { banners.append(text) } }
        viewModel.search.search(query: "q")
        await waitUntil("the results after the wait") { viewModel.results.resultCount == 10 }
        XCTAssertEqual(banners, [
            "Openverse allows no more searches for now; retrying in 2 seconds.",
            "Openverse allows no more searches for now; retrying in 1 second.",
        ])
        XCTAssertNil(viewModel.messages.banner.value)
        XCTAssertEqual(site.pages, [1, 1])
        withExtendedLifetime(token) {}
    }

    // MARK: Filters

    func testChangingAFilterSearchesAgainWithItAndKeepsIt() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pixscout-filters-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = SearchFiltersStore(file: folder.appendingPathComponent("filters.json"))
        let site = PagedStubSite(total: 10)
        let viewModel = makeViewModel(site, filtersStore: store)
        XCTAssertTrue(viewModel.filters.filters.value.safeSearch, "safe search is on by default")
        XCTAssertEqual(viewModel.filters.supportedFilters.value, Set(FilterSelection.Field.allCases))
        await searchedForQ(viewModel)
        viewModel.filters.updateFilters {
            $0.imageType = "vector"
            $0.colors = ["red", "blue"]
            $0.category = "nature"
            $0.minWidth = 800
        }
        await waitUntil("the search with the filters") { site.filters.count == 2 }
        let used = site.filters.last!
        XCTAssertEqual(used.imageType, .vector)
        XCTAssertEqual(used.colors, [.red, .blue])
        XCTAssertEqual(used.category, .nature)
        XCTAssertEqual(used.minWidth, 800)
        SettingsWrites.finish()
        XCTAssertEqual(store.load(), used, "kept for the next start (written off the main thread, now on disk)")
        let restarted = makeViewModel(PagedStubSite(total: 1), filtersStore: store)
        XCTAssertEqual(restarted.filters.filters.value.imageType, "vector")
        XCTAssertEqual(restarted.filters.filters.value.colors, ["red", "blue"])
    }

    func testAnUnchangedFilterDoesNotSearchAgain() async {
        let site = PagedStubSite(total: 10)
        let viewModel = makeViewModel(site)
        await searchedForQ(viewModel)
        viewModel.filters.updateFilters { $0.safeSearch = true }
        XCTAssertEqual(viewModel.search.status.value, .results(query: "q", count: 10, total: 10), "no new search")
        XCTAssertEqual(site.pages, [1])
    }

    // MARK: Previews

    func testVisibleRowsLoadFirstAndFarRowsDoNotFetchAhead() async {
        let fetcher = StubImageFetcher()
        let viewModel = makeViewModel(PagedStubSite(total: 50), fetcher: fetcher)
        await searchedForQ(viewModel)
        viewModel.results.setVisibleRows(20..<25)
        await waitUntil("the visible previews") { self.resultCells(viewModel)[20..<25].allSatisfy(\.hasImage) }
        let fetchedIDs = Set(fetcher.fetchedURLs.map { Int($0.split(separator: "-").last!.dropLast(4))! })
        XCTAssertTrue(Set(21...25).isSubset(of: fetchedIDs), "the visible rows loaded")
        XCTAssertFalse(fetchedIDs.contains { $0 > 25 + PreviewScheduler.lookahead },
            "rows far below the view did not fetch")
    }

    func testNewResultsLoadAScreenfulFirstAndNothingAheadWhileTheScreenLoads() async {
        let fetcher = StubImageFetcher(slow: Set((1...50).map { "https://cdn.pixabay.com/preview-\($0).jpg" }))
        let viewModel = makeViewModel(PagedStubSite(total: 50), fetcher: fetcher)
        await searchedForQ(viewModel)
        let loading = { self.resultCells(viewModel)
            .indices.filter { self.resultCells(viewModel)[$0].isLoadingPreview } }
        XCTAssertEqual(loading(), Array(0..<SearchViewModel.previewConnections), "one per warm connection")
        viewModel.results.setVisibleRows(0..<5)
        XCTAssertEqual(loading(), Array(0..<SearchViewModel.previewConnections),
            "nothing ahead while the visible rows load")
    }

    func testRowsAheadLoadOnlyOnceEveryVisibleRowShowsItsImage() async {
        let fetcher = StubImageFetcher(slow: ["https://cdn.pixabay.com/preview-4.jpg"])
        let viewModel = makeViewModel(PagedStubSite(total: 50), fetcher: fetcher)
        await searchedForQ(viewModel)
        let cells = resultCells(viewModel)
        viewModel.results.setVisibleRows(0..<5)
        await waitUntil("the visible rows but the slow one") { [0, 1, 2, 4].allSatisfy { cells[$0].hasImage } }
        let ahead = 5 + PreviewScheduler.lookahead
        let rowsAheadTouched = cells[SearchViewModel.previewConnections..<ahead].contains {
            $0.isLoadingPreview || $0.hasImage
        }
        XCTAssertTrue(cells[3].isLoadingPreview)
        XCTAssertFalse(rowsAheadTouched, "no row ahead takes a connection while a visible row loads")
        viewModel.results.setVisibleRows(4..<5)
        await waitUntil("the rows ahead once the screen is shown") { cells[5..<ahead].allSatisfy(\.hasImage) }
    }

    func testARowAheadThatComesIntoViewLoadingLoadsTheRowsAheadOfItWhenItShows() async {
        let late = "https://cdn.pixabay.com/preview-8.jpg"
        let fetcher = StubImageFetcher(slow: [late])
        let viewModel = makeViewModel(PagedStubSite(total: 50), fetcher: fetcher)
        await searchedForQ(viewModel)
        let cells = resultCells(viewModel)
        viewModel.results.setVisibleRows(0..<5)
        await waitUntil("the screen and the rows ahead but row 7") {
            (0..<11).allSatisfy { $0 == 7 ? cells[$0].isLoadingPreview : cells[$0].hasImage }
        }
        viewModel.results.setVisibleRows(6..<9)
        XCTAssertFalse(cells[11..<15].contains { $0.isLoadingPreview || $0.hasImage },
            "nothing further ahead while row 7, now on screen, loads")
        fetcher.letGo(late)
        await waitUntil("the rows ahead of the new screen once row 7 shows") { cells[7..<15].allSatisfy(\.hasImage) }
    }

    func testANewSearchLetsGoOfTheOldResultsAfterShowingTheNewOnesAndOfEveryOneOfThem() async {
        let viewModel = makeViewModel(PagedStubSite(total: 1_200, perPage: 1_200))
        await searchedForQ(viewModel)
        let oldCellsAlive = resultCells(viewModel).map { cell in { [weak cell] in cell != nil } }
        XCTAssertEqual(oldCellsAlive.count, 1_200)
        var aliveWhenReplaced: [Int] = []
        let token = viewModel.results.resultsChanges.observe { change in
            if case .replaced = change { aliveWhenReplaced.append(oldCellsAlive.filter { $0() }.count) }
        }
        viewModel.search.search(query: "other")
        await waitUntil("the new results") { viewModel.search.status.value == .results(query: "other", count: 1_200,
            total: 1_200) }
        XCTAssertEqual(aliveWhenReplaced, [1_200], "the old cells are not freed in the turn that shows the new ones")
        await waitUntil("every old cell freed") { oldCellsAlive.allSatisfy { !$0() } }
        withExtendedLifetime(token) {}
    }

    func testScrollingFarAwayCancelsLoadsThatAreNoLongerNeeded() async {
        let fetcher = StubImageFetcher(slow: Set((1...12).map { "https://cdn.pixabay.com/preview-\($0).jpg" }))
        let viewModel = makeViewModel(PagedStubSite(total: 50), fetcher: fetcher)
        await searchedForQ(viewModel)
        let first = resultCells(viewModel)[0]
        XCTAssertTrue(first.isLoadingPreview)
        viewModel.results.setVisibleRows(30..<36)
        XCTAssertTrue(first.isLoadingPreview, "30 rows away still loads")
        viewModel.results.setVisibleRows(44..<50)
        XCTAssertFalse(first.isLoadingPreview)
        XCTAssertTrue(first.preview.value.isPlaceholder, "a cancelled load can start again")
    }

    func testMemoryStaysBoundedScrollingThroughFiveThousandResultsAndScrolledBackRowsLoadAgain() async {
        let fetcher = StubImageFetcher()
        let viewModel = makeViewModel(PagedStubSite(total: 5000, perPage: 5000), fetcher: fetcher)
        await searchedForQ(viewModel)
        var most = 0
        for top in stride(from: 0, to: 4990, by: 7) {
            viewModel.results.setVisibleRows(top..<(top + 7))
            await waitUntil("previews at \(top)") {
                self.resultCells(viewModel)[top..<(top + 7)].allSatisfy(\.hasImage)
            }
            most = max(most, viewModel.results.heldPreviewCount)
        }
        let bound = 2 * PreviewScheduler.imageDistance + 7 + PreviewScheduler.lookahead + 1
        XCTAssertLessThanOrEqual(most, bound, "decoded previews are kept near the view only")
        XCTAssertFalse(resultCells(viewModel)[0].hasImage, "the top row let its image go")
        let fetchesBefore = fetcher.fetchedURLs.count
        viewModel.results.setVisibleRows(0..<7)
        await waitUntil("the top rows again") { self.resultCells(viewModel)[0..<7].allSatisfy(\.hasImage) }
        XCTAssertGreaterThan(fetcher.fetchedURLs.count, fetchesBefore,
            "they load again (from the disk cache in the app)")
    }

    // MARK: Density
}
