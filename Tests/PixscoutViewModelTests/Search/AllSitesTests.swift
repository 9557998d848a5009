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

    private func browse(_ sites: GatedSite...) -> ResolvedWindow {
        makeWindowModel(SearchedSites(
            allSites: AllSites(sites: sites), imageFetcher: StubImageFetcher(),
            imageDownloader: StubImageDownloader(), connections: nil))
    }

    private func titles(_ browse: ResolvedWindow) -> [String] {
        (0..<browse.results.resultCount).compactMap { browse.results.cellModel(at: $0)?.titleText }
    }

    func testRowsShowFromTheFirstSiteToAnswerThenMergeByRank() async {
        let openverse = GatedSite(.openverse, pages: [[image(.openverse, "o1"), image(.openverse, "o2")]])
        let commons = GatedSite(.commons, pages: [[image(.commons, "c1"), image(.commons, "c2")]])
        let browse = browse(openverse, commons)
        browse.search.search(query: "q")
        commons.open(1)
        await waitUntil("Commons' rows, without waiting for Openverse") { titles(browse) == ["c1", "c2"] }
        XCTAssertEqual(browse.results.cellModel(at: 0)?.sizeText, "Wikimedia Commons", "each row says its site")
        openverse.open(1)
        await waitUntil("both merged by rank") { titles(browse) == ["o1", "c1", "o2", "c2"] }
        XCTAssertEqual(browse.search.status.value, .results(query: "q", count: 4, total: 4))
    }

    func testTheFirstRowsConnectionsAreSharedAmongTheThumbnailHosts() async {
        let connections = StubConnections()
        let browse = makeWindowModel(SearchedSites(
            allSites: AllSites(sites: [SiteID.openverse, .commons, .pixabay].map { GatedSite($0, pages: []) }),
            imageFetcher: StubImageFetcher(), imageDownloader: StubImageDownloader(), connections: connections))
        browse.search.search(query: "q")
        await waitUntil("connections to each host") { connections.preconnections.count == 3 }
        XCTAssertEqual(Set(connections.preconnections.map(\.origin)),
            ["https://cdn.openverse.example/", "https://cdn.commons.example/", "https://cdn.pixabay.example/"])
        XCTAssertEqual(connections.preconnections.map(\.count), [3, 3, 3],
            "the first \(SearchViewModel.previewConnections) rows come from three sites")
    }

    func testAnotherSitesAnswerGoesAtTheEndOnceThePersonHasPickedARow() async {
        let openverse = GatedSite(.openverse, pages: [[image(.openverse, "o1")]])
        let commons = GatedSite(.commons, pages: [[image(.commons, "c1"), image(.commons, "c2")]])
        let browse = browse(openverse, commons)
        browse.search.search(query: "q")
        commons.open(1)
        await waitUntil("Commons' rows") { titles(browse) == ["c1", "c2"] }
        browse.selection.selectRow(at: 1)
        openverse.open(1)
        await waitUntil("Openverse's row after them") { titles(browse) == ["c1", "c2", "o1"] }
        XCTAssertEqual(browse.selection.selectedIndex.value, 1, "the row picked stays where it was")
    }

    func testTheSameFileFromTwoSitesIsShownOnceSayingWhereElseItIs() async {
        let file = "https://commons.wikimedia.org/wiki/File:Red_fox.jpg"
        let openverse = GatedSite(.openverse, pages: [[image(.openverse, "via-openverse", page: file)]])
        let commons = GatedSite(.commons, pages: [[image(.commons, "from-commons", page: file)]])
        let browse = browse(openverse, commons)
        browse.search.search(query: "q")
        openverse.open(1)
        commons.open(1)
        await waitUntil("both answers in") { browse.search.status.value == .results(query: "q", count: 1, total: 1) }
        XCTAssertEqual(browse.results.resultCount, 1)
        let site = browse.results.cellModel(at: 0)?.sizeText ?? ""
        XCTAssertTrue(site == "Openverse, also on Wikimedia Commons"
            || site == "Wikimedia Commons, also on Openverse", site)
    }

    func testASiteThatFailsIsNamedWhileTheOthersRowsStay() async {
        let openverse = GatedSite(.openverse, pages: [[image(.openverse, "o1")]])
        let commons = GatedSite(.commons, pages: [[image(.commons, "c1")]])
        let browse = browse(openverse, commons)
        browse.search.search(query: "q")
        openverse.open(1)
        await waitUntil("Openverse's row") { titles(browse) == ["o1"] }
        commons.fail(1, .rateLimited(resetSeconds: 30))
        await waitUntil("a note naming Commons") {
            browse.messages.siteNote.value?.text.contains("Wikimedia Commons") == true
        }
        XCTAssertEqual(titles(browse), ["o1"])
        XCTAssertNil(browse.messages.banner.value, "no error stands over the rows that came")
        XCTAssertEqual(browse.messages.siteNote.value?.actions, [.retry])
    }

    func testEverySiteFailingFailsTheSearch() async {
        let openverse = GatedSite(.openverse, pages: [[image(.openverse, "o1")]])
        let commons = GatedSite(.commons, pages: [[image(.commons, "c1")]])
        let browse = browse(openverse, commons)
        browse.search.search(query: "q")
        openverse.fail(1, .serverNotReached)
        commons.fail(1, .serverNotReached)
        await waitUntil("the search failed") { browse.search.status.value == .failed(query: "q") }
        XCTAssertNotNil(browse.messages.banner.value)
    }

    func testEachSitePagesToItsOwnEnd() async {
        let openverse = GatedSite(.openverse, pages: [[image(.openverse, "o1")], [image(.openverse, "o2")]])
        let commons = GatedSite(.commons, pages: [[image(.commons, "c1")]])
        let browse = browse(openverse, commons)
        browse.search.search(query: "q")
        openverse.open(1)
        commons.open(1)
        await waitUntil("both first pages") { titles(browse) == ["o1", "c1"] }
        browse.results.loadNextPageIfNeeded(near: 1)
        await waitUntil("Openverse's second page asked for") { openverse.askedPages == [1, 2] }
        XCTAssertEqual(commons.askedPages, [1], "Commons has no more")
        openverse.open(2)
        await waitUntil("Openverse's second page") { titles(browse) == ["o1", "c1", "o2"] }
        XCTAssertFalse(browse.search.hasMore)
    }

    func testALaterPagesCopyOfAShownImageMakesItsRowSayAlsoOn() async {
        let file = "https://commons.wikimedia.org/wiki/File:Red_fox.jpg"
        let openverse = GatedSite(.openverse,
            pages: [[image(.openverse, "o1")], [image(.openverse, "via-openverse", page: file)]])
        let commons = GatedSite(.commons, pages: [[image(.commons, "from-commons", page: file)]])
        let browse = browse(openverse, commons)
        browse.search.search(query: "q")
        openverse.open(1)
        commons.open(1)
        await waitUntil("both first pages") { titles(browse) == ["o1", "from-commons"] }
        XCTAssertEqual(browse.results.cellModel(at: 1)?.sizeText, "Wikimedia Commons")
        browse.results.loadNextPageIfNeeded(near: 1)
        openverse.open(2)
        await waitUntil("the shown row says where else it is") {
            browse.results.cellModel(at: 1)?.sizeText == "Wikimedia Commons, also on Openverse"
        }
        XCTAssertEqual(titles(browse), ["o1", "from-commons"], "shown once, in its place")
    }

    func testTheCommercialUseLeavesNoNonCommercialRowAndSaysHowManyItLeftOut() async {
        let byNC = ImageLicense.creativeCommons(code: "by-nc", version: "4.0", url: nil)
        let by = ImageLicense.creativeCommons(code: "by", version: "4.0", url: nil)
        let openverse = GatedSite(.openverse,
            pages: [[image(.openverse, "nc", license: byNC), image(.openverse, "by", license: by)]])
        let commons = GatedSite(.commons, pages: [[image(.commons, "unknown", license: nil)]])
        let browse = browse(openverse, commons)
        browse.filters.updateFilters { $0.use = SearchFilters.Use.commercial.rawValue }
        browse.search.search(query: "q")
        openverse.open(1)
        commons.open(1)
        await waitUntil("both answers in") { browse.search.hiddenCount.value == 2 }
        XCTAssertEqual(titles(browse), ["by"])
        XCTAssertEqual(browse.search.status.value, .results(query: "q", count: 1, total: 1))
    }
}
