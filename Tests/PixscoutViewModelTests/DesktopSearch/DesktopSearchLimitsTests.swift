import Foundation
import PixscoutModel
import XCTest
@testable import PixscoutViewModel

/// Any process of the person's may ask the desktop search: asking is bounded, and the app stays
/// alive and answering.
@MainActor
final class DesktopSearchLimitsTests: XCTestCase {
    private var clock = ContinuousClock.now

    private func model(_ site: StubSite) -> DesktopSearchViewModel {
        let sites = SearchedSites(
            allSites: AllSites(sites: [site]), imageFetcher: StubImageFetcher(),
            imageDownloader: StubImageDownloader(), connections: nil)
        return DesktopSearchViewModel(sites: { sites }, filters: { SearchFilters() }, decoder: StubPreviewDecoder(),
            siteSearch: SiteSearch(), now: { [unowned self] in clock })
    }

    private func answering(_ queries: [String]) -> StubSite {
        let image = ImageEntity(site: .openverse, id: "1", title: "Fox", pageURL: "https://openverse.example/1",
            previewURL: nil, imageURL: nil, largeImageURL: nil)
        return StubSite(Dictionary(uniqueKeysWithValues: queries.map {
            ($0, .success(ResultPage(images: [image], totalCount: 1, next: nil)))
        }), description: stubDescription(.openverse, host: nil))
    }

    func testWordsLongerThanAnyoneTypesAreNotSearched() async {
        let site = answering(["fox"])
        let model = model(site)
        let megabyte = String(repeating: "a", count: 1 << 20)
        let none = await model.resultIDs(for: [megabyte], caller: ":1.5")
        XCTAssertEqual(none, [])
        let split = await model.resultIDs(for: Array(repeating: "word", count: 100), caller: ":1.5")
        XCTAssertEqual(split, [])
        XCTAssertEqual(site.queries, [], "nothing asked of the site")
        let fox = await model.resultIDs(for: ["fox"], caller: ":1.5")
        XCTAssertEqual(fox, ["openverse:1"], "and the next search is answered")
    }

    func testANewerSearchFromTheSameCallerReplacesTheOlderOne() async {
        // "slow" is not in the table: it waits until it is cancelled.
        let site = answering(["fox"])
        let model = model(site)
        let older = Task { await model.resultIDs(for: ["slow"], caller: ":1.5") }
        await waitUntil("the older search asked") { site.queries == ["slow"] }
        let newer = await model.resultIDs(for: ["fox"], caller: ":1.5")
        XCTAssertEqual(newer, ["openverse:1"])
        let replaced = await older.value
        XCTAssertEqual(replaced, [], "the older one ended, unanswered")
    }

    func testAHundredCallsAtOnceAskTheSitesNoMoreThanAMinutesAllowance() async {
        let queries = (1...101).map { "fox \($0)" }
        let site = answering(queries)
        let model = model(site)
        let calls = (0..<100).map { index in
            Task { await model.resultIDs(for: [queries[index]], caller: ":1.\(index)") }
        }
        var answered = 0
        for call in calls where await !call.value.isEmpty {
            answered += 1
        }
        XCTAssertEqual(answered, DesktopSearchViewModel.searchesPerMinute)
        XCTAssertEqual(site.queries.count, DesktopSearchViewModel.searchesPerMinute, "the rest never went out")
        clock += .seconds(60)
        let later = await model.resultIDs(for: [queries[100]], caller: ":1.5")
        XCTAssertEqual(later, ["openverse:1"], "a minute later, searches go out again")
    }
}
