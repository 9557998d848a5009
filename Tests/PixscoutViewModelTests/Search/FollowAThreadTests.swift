import Foundation
import PixscoutModel
import XCTest
@testable import PixscoutViewModel

/// From an image to more by its author, from its source or like it, each where its site
/// can; and the site's "did you mean" offered and searched.
@MainActor
final class FollowAThreadTests: XCTestCase {
    private let openverseDescription = stubDescription(.openverse, host: nil, threads: [.author, .source, .similar])

    private func openverseImage(_ id: Int) -> ImageEntity {
        makeImage(id: id, author: "Rosa", sourceName: "Flickr", site: .openverse)
    }

    /// Openverse answering "red" with `images` and each thread of `threads`, its first result's
    /// details shown.
    private func windowShowingTheFirstOf(
        _ images: [ImageEntity], threads: [String: Result<ResultPage, NetworkError>] = [:]
    ) async -> ResolvedWindow {
        let answers = threads.merging(["red": .success(ResultPage(images: images, totalCount: images.count,
            next: nil))]) { $1 }
        let window = makeWindowModel(makeSearchedSites(StubSite(answers, description: openverseDescription)))
        window.search.search(query: "red")
        await waitUntil("the results") { window.results.resultCount == images.count }
        window.selection.selectRow(at: 0)
        await waitUntil("the details") { window.selection.detail.value != nil }
        return window
    }

    func testTheDetailsAndTheSelectionOfferWhatTheImagesSiteCanFollow() async {
        let window = await windowShowingTheFirstOf([openverseImage(1), makeImage(id: 2)])
        XCTAssertEqual(window.selection.detail.value?.followUpTitles,
            ["More by Rosa", "More from Flickr", "Similar images"])
        XCTAssertEqual(window.selection.followUps.value, [.author, .source, .similar])
        window.selection.selectRow(at: 1)
        XCTAssertEqual(window.selection.followUps.value, [], "a Pixabay image: Pixabay searches words only")
    }

    func testFollowingSearchesTheThreadAndTheFieldShowsIt() async {
        let window = await windowShowingTheFirstOf(
            [openverseImage(1)], threads: ["similar:openverse:1": page(5...7), #"author:"Rosa""#: page(8...9)])
        window.selection.follow(.similar)
        await waitUntil("images like it") { window.search.status.value == .results(query: "similar:openverse:1",
            count: 3, total: 3) }
        window.selection.selectRow(at: 0)
        XCTAssertEqual(window.selection.followUps.value, [], "the stubs' images are Pixabay's")
        window.search.search(query: "red")
        await waitUntil("back") { window.results.resultCount == 1 }
        window.selection.selectRow(at: 0)
        window.selection.follow(.author)
        await waitUntil("more by Rosa") { window.search.status.value == .results(query: #"author:"Rosa""#, count: 2,
            total: 2) }
    }

    func testAThreadInAllSitesAsksOnlyTheSitesThatFollowIt() async {
        let openverse = StubSite(["source:flickr": page(1...2)], description: openverseDescription)
        let pixabay = StubSite([:], description: stubDescription(.pixabay))
        let window = makeWindowModel(SearchedSites(
            allSites: AllSites(sites: [openverse, pixabay]), imageFetcher: StubImageFetcher(),
            imageDownloader: StubImageDownloader(), connections: nil))
        window.search.search(query: "source:flickr")
        await waitUntil("Openverse's results, not waiting for Pixabay") { window.results.resultCount == 2 }
        XCTAssertEqual(pixabay.queries, [], "Pixabay cannot search by source, and is not asked")
    }

    func testAThreadTheChosenSiteCannotFollowChoosesOneThatCan() async {
        let stubs = StubSiteCatalog()
        let openverse = StubSite([#"author:"Rosa""#: page(1...3)], description: openverseDescription)
        let pixabay = StubSite([:])
        stubs.sites = [.openverse: makeSearchedSites(openverse), .pixabay: makeSearchedSites(pixabay)]
        let window = makeWindowModel(makeSearchedSites(pixabay), catalog: stubs)
        window.search.search(query: #"author:"Rosa""#)
        await waitUntil("Openverse's results") { window.results.resultCount == 3 }
        XCTAssertEqual(window.search.site.value.id, "openverse", "the chooser says where the results come from")
        XCTAssertEqual(pixabay.queries, [])
    }

    func testTheSitesSuggestionIsOfferedUntilTheNextSearch() async {
        let commons = StubSite(
            ["kiten": .success(ResultPage(images: [], totalCount: nil, next: nil, suggestion: "kitten")),
                "kitten": page(1...4)],
            description: stubDescription(.commons, host: nil))
        let window = makeWindowModel(makeSearchedSites(commons))
        window.search.search(query: "kiten")
        await waitUntil("the suggestion") { window.search.suggestion.value == "kitten" }
        XCTAssertEqual(window.search.status.value, .noResults(query: "kiten"))
        window.search.searchSuggestion()
        XCTAssertNil(window.search.suggestion.value, "gone with the search it was for")
        await waitUntil("the suggested search") { window.search.status.value == .results(query: "kitten", count: 4,
            total: 4) }
        XCTAssertEqual(commons.queries, ["kiten", "kitten"])
    }
}
