import Foundation
import PixscoutModel
import XCTest
@testable import PixscoutViewModel

/// GNOME Shell's searches, answered without a window.
@MainActor
final class DesktopSearchViewModelTests: XCTestCase {
    private func image(_ site: SiteID, _ id: Int, license: ImageLicense? = .pixabay) -> ImageEntity {
        ImageEntity(
            site: site, id: String(id), title: "\(site.rawValue) \(id)",
                pageURL: "https://\(site.rawValue).example/\(id)",
            previewURL: id == 13 ? "https://cdn.example/broken" : "https://cdn.example/\(id).jpg", imageURL: nil,
                largeImageURL: nil,
            creator: ImageCreator(name: "Rosa", profileURL: nil), license: license)
    }

    private func model(
        _ sites: [any ImageSite], filters: SearchFilters = SearchFilters(),
            fetcher: StubImageFetcher = StubImageFetcher(), siteSearch: SiteSearch = SiteSearch()
    ) -> DesktopSearchViewModel {
        let sites = SearchedSites(
            allSites: AllSites(sites: sites), imageFetcher: fetcher,
                imageDownloader: StubImageDownloader(),
            connections: nil)
        return DesktopSearchViewModel(sites: { sites }, filters: { filters }, decoder: StubPreviewDecoder(),
            siteSearch: siteSearch)
    }

    private func answer(_ images: [ImageEntity]) -> Result<ResultPage, NetworkError> {
        .success(ResultPage(images: images, totalCount: images.count, next: nil))
    }

    func testASiteThatHasNotAnsweredByTheWindowsDeadlineEndsTheSearch() async {
        let commons = GatedSite(.commons, pages: [[image(.commons, 11)]])
        // Commons never answers; its deadline passes as soon as it is set.
        let ids = await model([commons], siteSearch: SiteSearch { _ in }).resultIDs(for: ["fox"])
        XCTAssertEqual(ids, [], "the Shell does not wait for good on one site")
        XCTAssertEqual(commons.askedPages, [1])
    }

    func testTheFirstResultsOfEverySiteMergedByRankAndNoMore() async {
        let openverse = StubSite(["red fox": answer((1...5).map { image(.openverse, $0) })],
            description: stubDescription(.openverse, host: nil))
        let commons = StubSite(["red fox": answer((11...15).map { image(.commons, $0) })],
            description: stubDescription(.commons, host: nil))
        let ids = await model([openverse, commons]).resultIDs(for: ["red", "fox"])
        XCTAssertEqual(ids, ["openverse:1", "commons:11", "openverse:2", "commons:12", "openverse:3", "commons:13"])
        XCTAssertEqual(openverse.queries, ["red fox"])
    }

    func testTheDetailsOfTheLastTwoAnswersAreKeptAndOlderOnesGo() async {
        let openverse = StubSite(
            ["a": answer([image(.openverse, 1)]), "ab": answer([image(.openverse, 2)]),
                "abc": answer([image(.openverse, 3)])],
            description: stubDescription(.openverse, host: nil))
        let model = model([openverse])
        for terms in ["a", "ab", "abc"] { _ = await model.resultIDs(for: [terms]) }
        let shown = await model.results(for: ["openverse:1", "openverse:2", "openverse:3"]).map(\.id)
        XCTAssertEqual(shown, ["openverse:2", "openverse:3"],
            "the search before the last one may still be asked about; older ones not")
    }

    func testAnotherCallersSearchesDoNotPushOutTheShells() async {
        let openverse = StubSite(
            Dictionary(uniqueKeysWithValues: (1...9).map {
                ($0 == 1 ? "blue" : "sky \($0)", answer([image(.openverse, $0)]))
            }),
            description: stubDescription(.openverse, host: nil))
        let model = model([openverse])
        _ = await model.resultIDs(for: ["blue"], caller: ":1.2")
        for index in 2...9 { _ = await model.resultIDs(for: ["sky", String(index)], caller: ":1.9") }
        let shown = await model.results(for: ["openverse:1", "openverse:7", "openverse:8", "openverse:9"]).map(\.id)
        XCTAssertEqual(shown, ["openverse:1", "openverse:8", "openverse:9"],
            "the Shell's answer is still described after another process asked eight times; its own older ones go")
        for caller in 0..<DesktopSearchViewModel.callersKept {
            _ = await model.resultIDs(for: ["sky", "2"], caller: ":2.\(caller)")
        }
        let gone = await model.results(for: ["openverse:1"]).map(\.id)
        XCTAssertEqual(gone, [], "the answers of all but the latest callers go")
    }

    func testEachIdIsAnsweredOnceAndOnlyResultsGivenAreDescribed() async {
        let openverse = StubSite(["fox": answer((1...20).map { image(.openverse, $0) })],
            description: stubDescription(.openverse, host: nil))
        let model = model([openverse])
        _ = await model.resultIDs(for: ["fox"])
        let repeated = await model.results(for: Array(repeating: "openverse:1",
            count: 5000) + ["openverse:2"]).map(\.id)
        XCTAssertEqual(repeated, ["openverse:1", "openverse:2"], "one id asked thousands of times is answered once")
        let many = await model.results(for: (1...20).flatMap { Array(repeating: "openverse:\($0)", count: 3) })
        XCTAssertEqual(many.map(\.id), (1...DesktopSearchViewModel.resultLimit).map { "openverse:\($0)" },
            "each result given, once")
    }

    func testASiteThatFailsLeavesTheOthersResults() async {
        let openverse = StubSite(["fox": .failure(.serverNotReached)],
            description: stubDescription(.openverse, host: nil))
        let commons = StubSite(["fox": answer([image(.commons, 11)])],
            description: stubDescription(.commons, host: nil))
        let ids = await model([openverse, commons]).resultIDs(for: ["fox"])
        XCTAssertEqual(ids, ["commons:11"])
        let nothing = await model([openverse, commons]).resultIDs(for: ["  "])
        XCTAssertEqual(nothing, [], "no words, no search")
    }

    func testTheChosenUseHoldsHereToo() async {
        var filters = SearchFilters()
        filters.use = .commercial
        let byNC = ImageLicense.creativeCommons(code: "by-nc", version: "4.0", url: nil)
        let openverse = StubSite(
            ["fox": answer([image(.openverse, 1, license: byNC), image(.openverse, 2)])],
                description: stubDescription(.openverse, host: nil))
        let ids = await model([openverse], filters: filters).resultIDs(for: ["fox"])
        XCTAssertEqual(ids, ["openverse:2"])
    }

    func testResultsHaveTheirTitleCreditSiteAndThumbnailAndUnknownIdsAreLeftOut() async {
        let fetcher = StubImageFetcher(failing: ["https://cdn.example/broken"])
        let commons = StubSite(["fox": answer([image(.commons, 12), image(.commons, 13)])],
            description: stubDescription(.commons, host: nil))
        let model = model([commons], fetcher: fetcher)
        let ids = await model.resultIDs(for: ["fox"])
        let results = await model.results(for: ids + ["openverse:999"])
        XCTAssertEqual(results.map(\.id), ["commons:12", "commons:13"])
        XCTAssertEqual(results.map(\.title), ["commons 12", "commons 13"])
        XCTAssertEqual(results[0].description,
            "by Rosa · Pixabay Content License · No credit needed · Wikimedia Commons")
        XCTAssertNotNil(results[0].image)
        XCTAssertNil(results[1].image, "a thumbnail that cannot be had leaves the app's icon")
    }
}
