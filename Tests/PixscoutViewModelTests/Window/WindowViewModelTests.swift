import PixscoutModel
import XCTest
@testable import PixscoutViewModel

@MainActor
final class WindowViewModelTests: XCTestCase {
    private let opener = StubURLOpener()
    private let clipboard = StubClipboard()
    private let catalog = StubSiteCatalog()

    private func makeViewModel(_ source: SearchedSites, store: SiteChoiceStore? = nil) -> ResolvedWindow {
        makeWindowModel(source, opener: opener, clipboard: clipboard, catalog: catalog, siteStore: store)
    }

    private func ids(_ viewModel: ResolvedWindow) -> [String] {
        (0..<viewModel.results.resultCount).compactMap {
            viewModel.results.cellModel(at: $0)?.id.split(separator: ":").last.map(String.init)
        }
    }

    func testASearchShowsItsCellModelsAndSaysTheyReplacedTheOldOnes() async {
        let viewModel = makeViewModel(makeSearchedSites(StubSite(["lake": page(1...3, total: 120, next: 2)])))
        var statuses: [SearchStatus] = []
        var changes: [ResultsChange] = []
        let tokens = [viewModel.search.status.observe { statuses.append($0) },
            viewModel.results.resultsChanges.observe { changes.append($0) }]
        viewModel.search.search(query: "  lake ")
        XCTAssertEqual(viewModel.search.status.value, .searching(query: "lake"))
        await waitUntil("the results") { viewModel.results.resultCount == 3 }
        XCTAssertEqual(ids(viewModel), ["1", "2", "3"])
        XCTAssertEqual(viewModel.results.cellModel(at: 0)?.titleText, "a, b c, d")
        XCTAssertNil(viewModel.results.cellModel(at: 3))
        XCTAssertEqual(changes, [.replaced(count: 3)])
        XCTAssertEqual(statuses, [.idle, .searching(query: "lake"), .results(query: "lake", count: 3, total: 120)])
        withExtendedLifetime(tokens) {}
    }

    func testANewSearchReplacesTheResults() async {
        let viewModel = makeViewModel(makeSearchedSites(StubSite(["a": page(1...3), "b": page(10...11)])))
        viewModel.search.search(query: "a")
        await waitUntil("the first results") { viewModel.results.resultCount == 3 }
        viewModel.search.search(query: "b")
        await waitUntil("the second results") { self.ids(viewModel) == ["10", "11"] }
        XCTAssertEqual(viewModel.search.status.value, .results(query: "b", count: 2, total: 2))
    }

    func testANewSearchCancelsTheSlowerOldOne() async {
        let viewModel = makeViewModel(makeSearchedSites(StubSite(["fast": page(5...5), "slow after": page(9...9)])))
        viewModel.search.search(query: "never answered")
        viewModel.search.search(query: "fast")
        await waitUntil("the fast results") { self.ids(viewModel) == ["5"] }
        viewModel.search.search(query: "slow after")
        await waitUntil("the next results") { self.ids(viewModel) == ["9"] }
        XCTAssertEqual(viewModel.search.status.value, .results(query: "slow after", count: 1, total: 1),
            "the first search never lands")
    }

    func testAnEmptyResultSaysSo() async {
        let viewModel = makeViewModel(makeSearchedSites(StubSite(["zzz": .success(ResultPage(images: [], totalCount: 0,
            next: nil))])))
        viewModel.search.search(query: "zzz")
        await waitUntil("the empty state") { viewModel.search.status.value == .noResults(query: "zzz") }
        XCTAssertEqual(viewModel.results.resultCount, 0)
    }

    func testEachErrorSurfacesAsItsMessageNamingTheSiteAndKeepsTheResults() async {
        let cases: [(NetworkError, [Banner.Action])] = [
            (.serverNotReached, [.retry, .useSampleCatalog]), (.connectionLost, [.retry, .useSampleCatalog]),
            (.incorrectDataReturned, [.retry]), (.serverError(status: 500), [.retry]),
                (.requestRejected(status: 404), [.retry]),
            (.invalidAPIKey, [.openPreferences]),
        ]
        for (error, actions) in cases {
            let viewModel = makeViewModel(makeSearchedSites(StubSite(["ok": page(1...2), "bad": .failure(error)])))
            viewModel.search.search(query: "ok")
            await waitUntil("the results") { viewModel.results.resultCount == 2 }
            viewModel.search.search(query: "bad")
            await waitUntil("the failure after \(error)") { viewModel.search.status.value == .failed(query: "bad") }
            XCTAssertEqual(viewModel.messages.banner.value,
                Banner(text: error.message(service: "Pixabay"), actions: actions))
            XCTAssertEqual(viewModel.results.resultCount, 2, "results are kept after \(error)")
        }
    }

    func testRetryRepeatsTheLastSearchAndClearsTheError() async {
        let site = StubSite(["x": page(1...1)])
        let viewModel = makeViewModel(makeSearchedSites(site))
        viewModel.search.repeatSearch()
        XCTAssertEqual(viewModel.search.status.value, .idle, "nothing to repeat yet")
        viewModel.search.search(query: "x")
        await waitUntil("the results") { viewModel.results.resultCount == 1 }
        viewModel.messages.show(Banner(text: "old", actions: [.retry]))
        viewModel.messages.perform(.retry)
        XCTAssertNil(viewModel.messages.banner.value)
        await waitUntil("the second request") { site.queries.count == 2 }
        XCTAssertEqual(site.queries, ["x", "x"])
    }

    func testFollowingATagSearchesForItFromTheLibraryViewToo() async throws {
        let site = StubSite(["q": page(1...3)])
        let viewModel = makeViewModel(makeSearchedSites(site))
        viewModel.search.search(query: "q")
        await waitUntil("the results") { viewModel.results.resultCount == 3 }
        viewModel.selection.selectRow(at: 1)
        await waitUntil("the detail pane") { viewModel.selection.detail.value != nil }
        let detail = try XCTUnwrap(viewModel.selection.detail.value)
        viewModel.show(.library)
        detail.searchTag(at: 1)
        XCTAssertEqual(viewModel.mode.value, .search)
        XCTAssertEqual(viewModel.search.status.value, .searching(query: "b c"))
        await waitUntil("the tag asked of the site") { site.queries.last == "b c" }
    }

    func testAResultChosenInTheDesktopsSearchIsSelectedWhenItsPageComes() async {
        let site = StubSite(["q": page(1...3), "r": page(10...12)])
        let viewModel = makeViewModel(makeSearchedSites(site))
        viewModel.search.search(query: "q")
        viewModel.selectWhenShown("pixabay:3")
        await waitUntil("the result selected") { viewModel.selection.selectedIndex.value == 2 }
        viewModel.selectWhenShown("pixabay:12")
        viewModel.search.search(query: "r")
        await waitUntil("the other search") { viewModel.search.status.value == .results(query: "r", count: 3,
            total: 3) }
        XCTAssertNil(viewModel.selection.selectedIndex.value, "a new search forgets a result asked for before it")
    }

    /// The overview's second choice, of the same words, while the window shows their results.
    func testAnotherResultOfTheSameWordsChosenInTheDesktopsSearchIsSelectedOnceTheSearchIsIn() async {
        let site = StubSite(["q": page(1...3)])
        let viewModel = makeViewModel(makeSearchedSites(site))
        viewModel.search.search(query: "q")
        viewModel.selectWhenShown("pixabay:1")
        await waitUntil("the first choice selected") { viewModel.selection.selectedIndex.value == 0 }
        viewModel.search.search(query: "q")
        viewModel.selectWhenShown("pixabay:3")
        await waitUntil("the search in again") { viewModel.search.status.value == .results(query: "q", count: 3,
            total: 3) }
        await waitUntil("the second choice selected") { viewModel.selection.selectedIndex.value == 2 }
        XCTAssertEqual(viewModel.selection.selectedImage?.id, "3")
    }

    func testAResultChosenWhileNothingIsSearchedIsSelectedAtOnce() async {
        let site = StubSite(["q": page(1...3)])
        let viewModel = makeViewModel(makeSearchedSites(site))
        viewModel.search.search(query: "q")
        await waitUntil("the results") { viewModel.results.resultCount == 3 }
        viewModel.selectWhenShown("pixabay:2")
        XCTAssertEqual(viewModel.selection.selectedIndex.value, 1)
    }

    // MARK: Sites

    func testChoosingASiteSearchesThereAndIsRemembered() async throws {
        let store = temporarySiteStore()
        let commons = StubSite(["x": page(100...102, total: nil)],
            description: stubDescription(.commons, host: nil, filters: [.imageType]))
        catalog.sites[.commons] = makeSearchedSites(commons)
        let viewModel = makeViewModel(makeSearchedSites(StubSite(["x": page(1...2)])), store: store)
        XCTAssertEqual(viewModel.search.site.value, SiteChoice(id: "pixabay", name: "Pixabay"))
        XCTAssertEqual(viewModel.search.siteChoices.map(\.id),
            ["all", "openverse", "commons", "pixabay", "unsplash", "pexels", "sample"])
        viewModel.search.search(query: "x")
        await waitUntil("the first results") { viewModel.results.resultCount == 2 }
        viewModel.search.chooseSite(id: "commons")
        XCTAssertEqual(viewModel.search.site.value.name, "Wikimedia Commons")
        XCTAssertEqual(viewModel.search.attribution.value,
            Attribution(text: "Images from Wikimedia Commons", url: "https://commons.example/"))
        XCTAssertEqual(viewModel.filters.supportedFilters.value, [.imageType])
        await waitUntil("the search repeated there") { self.ids(viewModel) == ["100", "101", "102"] }
        XCTAssertEqual(store.load(), .commons)
    }

    func testPixabayWithoutAKeyAsksForOneAndKeepsTheCurrentSite() {
        let viewModel = makeViewModel(makeSearchedSites(StubSite([:],
            description: stubDescription(.openverse, host: nil))))
        viewModel.search.chooseSite(id: "pixabay")
        XCTAssertEqual(viewModel.search.site.value.id, "openverse")
        XCTAssertEqual(viewModel.messages.banner.value?.actions, [.openPreferences])
        XCTAssertTrue(viewModel.messages.banner.value?.text.contains("Pixabay needs an API key") == true)
    }

    func testAnUnreachableSiteOffersTheSampleCatalogAndTheWayBack() async {
        let openverse = StubSite(["fox": .failure(.serverNotReached)],
            description: stubDescription(.openverse, host: nil))
        let sample = StubSite(["fox": page(7...8)], description: stubDescription(.sample, host: "pixabay.com"))
        catalog.sites[.sample] = makeSearchedSites(sample)
        catalog.sites[.openverse] = makeSearchedSites(openverse)
        let viewModel = makeViewModel(makeSearchedSites(openverse))
        viewModel.search.search(query: "fox")
        await waitUntil("the failure") { viewModel.messages.banner.value != nil }
        XCTAssertEqual(viewModel.messages.banner.value?.text,
            "Pixscout could not reach Openverse. Check your internet connection, then try again.")
        viewModel.messages.perform(.useSampleCatalog)
        XCTAssertNil(viewModel.messages.banner.value)
        XCTAssertEqual(viewModel.search.site.value.id, "sample")
        XCTAssertEqual(viewModel.messages.siteNote.value?.actions, [.useChosenSite(name: "Openverse")])
        XCTAssertEqual(viewModel.search.attribution.value,
            Attribution(text: "Sample images made by Pixscout", url: nil))
        await waitUntil("the sample results") { self.ids(viewModel) == ["7", "8"] }
        viewModel.messages.perform(.useChosenSite(name: "Openverse"))
        XCTAssertEqual(viewModel.search.site.value.id, "openverse")
        XCTAssertNil(viewModel.messages.siteNote.value)
        await waitUntil("the search repeated on Openverse") { openverse.queries.count == 2 }
    }

    func testStartingOfflineFallsBackToTheSampleCatalogUnlessTheSiteWasAskedFor() async {
        let connections = StubConnections(reachable: false)
        let openverse = StubSite([:], description: stubDescription(.openverse, host: nil))
        let sample = StubSite(["": page(1...3)], description: stubDescription(.sample))
        catalog.sites[.sample] = makeSearchedSites(sample)
        let viewModel = makeViewModel(makeSearchedSites(openverse, connections: connections))
        viewModel.search.start(initialQuery: nil, siteIsExplicit: false)
        await waitUntil("the sample catalog") { viewModel.results.resultCount == 3 }
        XCTAssertEqual(viewModel.search.site.value.id, "sample")
        XCTAssertEqual(viewModel.messages.siteNote.value?.text,
            "Pixscout cannot reach Openverse right now, so it shows its offline sample catalog.")
        XCTAssertEqual(connections.preconnections.first?.origin, "https://api.openverse.example/")

        let offline = StubConnections(reachable: false)
        let answering = StubSite(["later": page(40...41)], description: stubDescription(.openverse, host: nil))
        let explicit = makeViewModel(makeSearchedSites(answering, connections: offline))
        explicit.search.start(initialQuery: nil, siteIsExplicit: true)
        await waitUntil("the reachability check") { offline.preconnections.count == 1 }
        explicit.search.search(query: "later")
        await waitUntil("the explicit site's results") { self.ids(explicit) == ["40", "41"] }
        XCTAssertEqual(explicit.search.site.value.id, "openverse", "an explicit site is kept")
    }

    func testTheSampleCatalogShowsEverythingAtStart() async {
        let sample = StubSite(["": page(1...3)], description: stubDescription(.sample))
        let viewModel = makeViewModel(makeSearchedSites(sample))
        XCTAssertTrue(viewModel.messages.siteNote.value?.text.contains("sample catalog") == true)
        viewModel.search.start(initialQuery: nil, siteIsExplicit: false)
        await waitUntil("the whole catalog") { viewModel.results.resultCount == 3 }
    }

    func testASearchOpensConnectionsToTheThumbnailHostOnceAMinute() async {
        let connections = StubConnections()
        let viewModel = makeViewModel(makeSearchedSites(StubSite(["x": page(1...2), "y": page(3...4)]),
            connections: connections))
        viewModel.search.search(query: "x")
        await waitUntil("the preconnection") { connections.preconnections.count == 1 }
        XCTAssertEqual(connections.preconnections.first?.origin, "https://cdn.pixabay.example/")
        XCTAssertEqual(connections.preconnections.first?.count, SearchViewModel.previewConnections)
        viewModel.search.search(query: "y")
        await waitUntil("the second results") { self.ids(viewModel) == ["3", "4"] }
        XCTAssertEqual(connections.preconnections.count, 1, "warm connections are not opened again")
    }
}
