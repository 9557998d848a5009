import Foundation
import PixscoutModel
import XCTest
@testable import PixscoutViewModel

/// All sites: rows from the first that answers, merged by rank, one picture once, a
/// failing site named while the others' rows stay, each site paged to its own end, and
/// "What is it for?" held on every row.
@MainActor
final class AllSitesTests: XCTestCase {
    private func image(_ site: SiteID, _ id: String, page: String? = nil,
        license: ImageLicense? = .pixabay) -> ImageEntity {
        ImageEntity(
            site: site, id: id, title: id, pageURL: page ?? "https://\(site.rawValue).example/\(id)",
            previewURL: "https://cdn.example/\(id).jpg", imageURL: nil, largeImageURL: nil, license: license)
    }

    private func window(_ sites: GatedSite...) -> ResolvedWindow {
        makeWindowModel(SearchedSites(
            allSites: AllSites(sites: sites), imageFetcher: StubImageFetcher(),
            imageDownloader: StubImageDownloader(), connections: nil))
    }

    private func titles(_ window: ResolvedWindow) -> [String] {
        (0..<window.results.resultCount).compactMap { window.results.cellModel(at: $0)?.titleText }
    }

    func testRowsShowFromTheFirstSiteToAnswerThenMergeByRank() async {
        let openverse = GatedSite(.openverse, pages: [[image(.openverse, "o1"), image(.openverse, "o2")]])
        let commons = GatedSite(.commons, pages: [[image(.commons, "c1"), image(.commons, "c2")]])
        let window = window(openverse, commons)
        window.search.search(query: "q")
        commons.open(1)
        await waitUntil("Commons' rows, without waiting for Openverse") { titles(window) == ["c1", "c2"] }
        XCTAssertEqual(window.results.cellModel(at: 0)?.sizeText, "Wikimedia Commons", "each row says its site")
        openverse.open(1)
        await waitUntil("both merged by rank") { titles(window) == ["o1", "c1", "o2", "c2"] }
        XCTAssertEqual(window.search.status.value, .results(query: "q", count: 4, total: 4))
    }

    func testTheFirstRowsConnectionsAreSharedAmongTheThumbnailHosts() async {
        let connections = StubConnections()
        let window = makeWindowModel(SearchedSites(
            allSites: AllSites(sites: [SiteID.openverse, .commons, .pixabay].map { GatedSite($0, pages: []) }),
            imageFetcher: StubImageFetcher(), imageDownloader: StubImageDownloader(), connections: connections))
        window.search.search(query: "q")
        await waitUntil("connections to each host") { connections.preconnections.count == 3 }
        XCTAssertEqual(Set(connections.preconnections.map(\.origin)),
            ["https://cdn.openverse.example/", "https://cdn.commons.example/", "https://cdn.pixabay.example/"])
        XCTAssertEqual(connections.preconnections.map(\.count), [3, 3, 3],
            "the first \(SearchViewModel.previewConnections) rows come from three sites")
    }

    func testAnotherSitesAnswerGoesAtTheEndOnceThePersonHasPickedARow() async {
        let openverse = GatedSite(.openverse, pages: [[image(.openverse, "o1")]])
        let commons = GatedSite(.commons, pages: [[image(.commons, "c1"), image(.commons, "c2")]])
        let window = window(openverse, commons)
        window.search.search(query: "q")
        commons.open(1)
        await waitUntil("Commons' rows") { titles(window) == ["c1", "c2"] }
        window.selection.selectRow(at: 1)
        openverse.open(1)
        await waitUntil("Openverse's row after them") { titles(window) == ["c1", "c2", "o1"] }
        XCTAssertEqual(window.selection.selectedIndex.value, 1, "the row picked stays where it was")
    }

    func testTheSameFileFromTwoSitesIsShownOnceSayingWhereElseItIs() async {
        let file = "https://commons.wikimedia.org/wiki/File:Red_fox.jpg"
        let openverse = GatedSite(.openverse, pages: [[image(.openverse, "via-openverse", page: file)]])
        let commons = GatedSite(.commons, pages: [[image(.commons, "from-commons", page: file)]])
        let window = window(openverse, commons)
        window.search.search(query: "q")
        openverse.open(1)
        commons.open(1)
        await waitUntil("both answers in") { window.search.status.value == .results(query: "q", count: 1, total: 1) }
        XCTAssertEqual(window.results.resultCount, 1)
        let site = window.results.cellModel(at: 0)?.sizeText ?? ""
        XCTAssertTrue(site == "Openverse, also on Wikimedia Commons"
            || site == "Wikimedia Commons, also on Openverse", site)
    }

    func testASiteThatFailsIsNamedWhileTheOthersRowsStay() async {
        let openverse = GatedSite(.openverse, pages: [[image(.openverse, "o1")]])
        let commons = GatedSite(.commons, pages: [[image(.commons, "c1")]])
        let window = window(openverse, commons)
        window.search.search(query: "q")
        openverse.open(1)
        await waitUntil("Openverse's row") { titles(window) == ["o1"] }
        commons.fail(1, .rateLimited(resetSeconds: 30))
        await waitUntil("a note naming Commons") {
            window.messages.siteNote.value?.text.contains("Wikimedia Commons") == true
        }
        XCTAssertEqual(titles(window), ["o1"])
        XCTAssertNil(window.messages.banner.value, "no error stands over the rows that came")
        XCTAssertEqual(window.messages.siteNote.value?.actions, [.retry])
    }

    func testEverySiteFailingFailsTheSearch() async {
        let openverse = GatedSite(.openverse, pages: [[image(.openverse, "o1")]])
        let commons = GatedSite(.commons, pages: [[image(.commons, "c1")]])
        let window = window(openverse, commons)
        window.search.search(query: "q")
        openverse.fail(1, .serverNotReached)
        commons.fail(1, .serverNotReached)
        await waitUntil("the search failed") { window.search.status.value == .failed(query: "q") }
        XCTAssertNotNil(window.messages.banner.value)
    }

    func testEachSitePagesToItsOwnEnd() async {
        let openverse = GatedSite(.openverse, pages: [[image(.openverse, "o1")], [image(.openverse, "o2")]])
        let commons = GatedSite(.commons, pages: [[image(.commons, "c1")]])
        let window = window(openverse, commons)
        window.search.search(query: "q")
        openverse.open(1)
        commons.open(1)
        await waitUntil("both first pages") { titles(window) == ["o1", "c1"] }
        window.results.loadNextPageIfNeeded(near: 1)
        await waitUntil("Openverse's second page asked for") { openverse.askedPages == [1, 2] }
        XCTAssertEqual(commons.askedPages, [1], "Commons has no more")
        openverse.open(2)
        await waitUntil("Openverse's second page") { titles(window) == ["o1", "c1", "o2"] }
        XCTAssertFalse(window.search.hasMore)
    }

    func testALaterPagesCopyOfAShownImageMakesItsRowSayAlsoOn() async {
        let file = "https://commons.wikimedia.org/wiki/File:Red_fox.jpg"
        let openverse = GatedSite(.openverse,
            pages: [[image(.openverse, "o1")], [image(.openverse, "via-openverse", page: file)]])
        let commons = GatedSite(.commons, pages: [[image(.commons, "from-commons", page: file)]])
        let window = window(openverse, commons)
        window.search.search(query: "q")
        openverse.open(1)
        commons.open(1)
        await waitUntil("both first pages") { titles(window) == ["o1", "from-commons"] }
        XCTAssertEqual(window.results.cellModel(at: 1)?.sizeText, "Wikimedia Commons")
        window.results.loadNextPageIfNeeded(near: 1)
        openverse.open(2)
        await waitUntil("the shown row says where else it is") {
            window.results.cellModel(at: 1)?.sizeText == "Wikimedia Commons, also on Openverse"
        }
        XCTAssertEqual(titles(window), ["o1", "from-commons"], "shown once, in its place")
    }

    func testTheCommercialUseLeavesNoNonCommercialRowAndSaysHowManyItLeftOut() async {
        let byNC = ImageLicense.creativeCommons(code: "by-nc", version: "4.0", url: nil)
        let by = ImageLicense.creativeCommons(code: "by", version: "4.0", url: nil)
        let openverse = GatedSite(.openverse,
            pages: [[image(.openverse, "nc", license: byNC), image(.openverse, "by", license: by)]])
        let commons = GatedSite(.commons, pages: [[image(.commons, "unknown", license: nil)]])
        let window = window(openverse, commons)
        window.filters.updateFilters { $0.use = SearchFilters.Use.commercial.rawValue }
        window.search.search(query: "q")
        openverse.open(1)
        commons.open(1)
        await waitUntil("both answers in") { window.search.hiddenCount.value == 2 }
        XCTAssertEqual(titles(window), ["by"])
        XCTAssertEqual(window.search.status.value, .results(query: "q", count: 1, total: 1))
    }
}
