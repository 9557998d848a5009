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
    private func browseShowingTheFirstOf(
        _ images: [ImageEntity], threads: [String: Result<ResultPage, NetworkError>] = [:]
    ) async -> ResolvedWindow {
        let answers = threads.merging(["red": .success(ResultPage(images: images, totalCount: images.count,
            next: nil))]) { $1 }
        let browse = makeWindowModel(makeSource(StubSite(answers, description: openverseDescription)))
        browse.search.search(query: "red")
        await waitUntil("the results") { browse.results.resultCount == images.count }
        browse.selection.selectRow(at: 0)
        await waitUntil("the details") { browse.selection.detail.value != nil }
        return browse
    }

    func testTheDetailsAndTheSelectionOfferWhatTheImagesSiteCanFollow() async {
        let browse = await browseShowingTheFirstOf([openverseImage(1), makeImage(id: 2)])
        XCTAssertEqual(browse.selection.detail.value?.followUpTitles,
            ["More by Rosa", "More from Flickr", "Similar images"])
        XCTAssertEqual(browse.selection.followUps.value, [.author, .source, .similar])
        browse.selection.selectRow(at: 1)
        XCTAssertEqual(browse.selection.followUps.value, [], "a Pixabay image: Pixabay searches words only")
    }

    func testFollowingSearchesTheThreadAndTheFieldShowsIt() async {
        let browse = await browseShowingTheFirstOf(
            [openverseImage(1)], threads: ["similar:openverse:1": page(5...7), #"author:"Rosa""#: page(8...9)])
        browse.selection.detail.value?.follow(at: 2)
        await waitUntil("images like it") { browse.search.status.value == .results(query: "similar:openverse:1",
            count: 3, total: 3) }
        browse.selection.selectRow(at: 0)
        XCTAssertEqual(browse.selection.followUps.value, [], "the stubs' images are Pixabay's")
        browse.search.search(query: "red")
        await waitUntil("back") { browse.results.resultCount == 1 }
        browse.selection.selectRow(at: 0)
        browse.selection.follow(.author)
        await waitUntil("more by Rosa") { browse.search.status.value == .results(query: #"author:"Rosa""#, count: 2,
            total: 2) }
    }

    func testAThreadInAllSitesAsksOnlyTheSitesThatFollowIt() async {
        let openverse = StubSite(["source:flickr": page(1...2)], description: openverseDescription)
        let pixabay = StubSite([:], description: stubDescription(.pixabay))
        let browse = makeWindowModel(SearchedSites(
            allSites: AllSites(sites: [openverse, pixabay]), imageFetcher: StubImageFetcher(),
            imageDownloader: StubImageDownloader(), connections: nil))
        browse.search.search(query: "source:flickr")
        await waitUntil("Openverse's results, not waiting for Pixabay") { browse.results.resultCount == 2 }
        XCTAssertEqual(pixabay.queries, [], "Pixabay cannot search by source, and is not asked")
    }

    func testAThreadTheChosenSiteCannotFollowChoosesOneThatCan() async {
        let stubs = StubSiteCatalog()
        let openverse = StubSite([#"author:"Rosa""#: page(1...3)], description: openverseDescription)
        let pixabay = StubSite([:])
        stubs.sources = [.openverse: makeSource(openverse), .pixabay: makeSource(pixabay)]
        let browse = makeWindowModel(makeSource(pixabay), catalog: stubs)
        browse.search.search(query: #"author:"Rosa""#)
        await waitUntil("Openverse's results") { browse.results.resultCount == 3 }
        XCTAssertEqual(browse.search.site.value.id, "openverse", "the chooser says where the results come from")
        XCTAssertEqual(pixabay.queries, [])
    }

    func testTheSitesSuggestionIsOfferedUntilTheNextSearch() async {
        let commons = StubSite(
            ["kiten": .success(ResultPage(images: [], totalCount: nil, next: nil, suggestion: "kitten")),
                "kitten": page(1...4)],
            description: stubDescription(.commons, host: nil))
        let browse = makeWindowModel(makeSource(commons))
        browse.search.search(query: "kiten")
        await waitUntil("the suggestion") { browse.search.suggestion.value == "kitten" }
        XCTAssertEqual(browse.search.status.value, .noResults(query: "kiten"))
        browse.search.searchSuggestion()
        XCTAssertNil(browse.search.suggestion.value, "gone with the search it was for")
        await waitUntil("the suggested search") { browse.search.status.value == .results(query: "kitten", count: 4,
            total: 4) }
        XCTAssertEqual(commons.queries, ["kiten", "kitten"])
    }
}
