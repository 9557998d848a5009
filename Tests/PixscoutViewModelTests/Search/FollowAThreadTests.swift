import Foundation
import PixscoutModel
import XCTest
@testable import PixscoutViewModel

/// From an image to more by its author, from its source or like it, each where its site
/// can; and the site's "did you mean" offered and searched. The selection and the search, each
/// alone over stubs.
@MainActor
final class FollowAThreadTests: XCTestCase {
    private let openverseDescription = stubDescription(.openverse, host: nil, threads: [.author, .source, .similar])

    private func openverseImage(_ id: Int) -> ImageEntity {
        makeImage(id: id, author: "Rosa", sourceName: "Flickr", site: .openverse)
    }

    private func selection(of images: [ImageEntity]) -> SelectionViewModel {
        let active = ActiveSite(sites: makeSearchedSites(StubSite([:], description: openverseDescription)),
            decoder: StubPreviewDecoder(), mode: ObservableProperty(.search), access: LibraryAccess())
        return SelectionViewModel(results: StubResultCells(images), active: active,
            messages: MessagesViewModel.standalone, urlOpener: StubURLOpener(), recorder: nil,
            locale: Locale(identifier: "en_US"), sleep: { _ in })
    }

    private func search(_ sites: SearchedSites, catalog: StubSiteCatalog? = nil) -> SearchViewModel {
        let active = ActiveSite(sites: sites, decoder: StubPreviewDecoder(), mode: ObservableProperty(.search),
            access: LibraryAccess())
        return SearchViewModel(active: active, filters: StubChosenFilters(), messages: MessagesViewModel.standalone,
            catalog: catalog?.catalog, siteStore: nil, history: nil, siteSearch: SiteSearch())
    }

    func testTheDetailsAndTheSelectionOfferWhatTheImagesSiteCanFollow() async {
        let selection = selection(of: [openverseImage(1), makeImage(id: 2)])
        selection.selectRow(at: 0)
        XCTAssertEqual(selection.detail.value?.followUpTitles, ["More by Rosa", "More from Flickr", "Similar images"])
        XCTAssertEqual(selection.followUps.value, [.author, .source, .similar])
        selection.selectRow(at: 1)
        XCTAssertEqual(selection.followUps.value, [], "a Pixabay image: Pixabay searches words only")
    }

    func testFollowingAThreadAsksForItsSearch() async {
        let selection = selection(of: [openverseImage(1)])
        var asked: [String] = []
        let token = selection.searchRequests.observe { asked.append($0) }
        selection.selectRow(at: 0)
        selection.follow(.similar)
        selection.follow(.author)
        XCTAssertEqual(asked, ["similar:openverse:1", #"author:"Rosa""#])
        withExtendedLifetime(token) {}
    }

    func testAThreadIsSearchedWhereItsSiteFollowsIt() async {
        let search = search(makeSearchedSites(StubSite(["similar:openverse:1": page(5...7)],
            description: openverseDescription)))
        search.search(query: "similar:openverse:1")
        await waitUntil("images like it") { search.status.value == .results(query: "similar:openverse:1",
            count: 3, total: 3) }
    }

    func testAThreadInAllSitesAsksOnlyTheSitesThatFollowIt() async {
        let openverse = StubSite(["source:flickr": page(1...2)], description: openverseDescription)
        let pixabay = StubSite([:], description: stubDescription(.pixabay))
        let search = search(SearchedSites(
            allSites: AllSites(sites: [openverse, pixabay]), imageFetcher: StubImageFetcher(),
            imageDownloader: StubImageDownloader(), connections: nil))
        search.search(query: "source:flickr")
        await waitUntil("Openverse's results, not waiting for Pixabay") {
            search.status.value == .results(query: "source:flickr", count: 2, total: 2)
        }
        XCTAssertEqual(pixabay.queries, [], "Pixabay cannot search by source, and is not asked")
    }

    func testAThreadTheChosenSiteCannotFollowChoosesOneThatCan() async {
        let stubs = StubSiteCatalog()
        let openverse = StubSite([#"author:"Rosa""#: page(1...3)], description: openverseDescription)
        let pixabay = StubSite([:])
        stubs.sites = [.openverse: makeSearchedSites(openverse), .pixabay: makeSearchedSites(pixabay)]
        let search = search(makeSearchedSites(pixabay), catalog: stubs)
        search.search(query: #"author:"Rosa""#)
        await waitUntil("Openverse's results") {
            search.status.value == .results(query: #"author:"Rosa""#, count: 3, total: 3)
        }
        XCTAssertEqual(search.site.value.id, "openverse", "the chooser says where the results come from")
        XCTAssertEqual(pixabay.queries, [])
    }

    func testTheSitesSuggestionIsOfferedUntilTheNextSearch() async {
        let commons = StubSite(
            ["kiten": .success(ResultPage(images: [], totalCount: nil, next: nil, suggestion: "kitten")),
                "kitten": page(1...4)],
            description: stubDescription(.commons, host: nil))
        let search = search(makeSearchedSites(commons))
        search.search(query: "kiten")
        await waitUntil("the suggestion") { search.suggestion.value == "kitten" }
        XCTAssertEqual(search.status.value, .noResults(query: "kiten"))
        search.searchSuggestion()
        XCTAssertNil(search.suggestion.value, "gone with the search it was for")
        await waitUntil("the suggested search") { search.status.value == .results(query: "kitten", count: 4,
            total: 4) }
        XCTAssertEqual(commons.queries, ["kiten", "kitten"])
    }
}
