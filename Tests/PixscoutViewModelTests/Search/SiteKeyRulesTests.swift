import Foundation
import PixscoutModel
import XCTest
@testable import PixscoutViewModel

/// A saved key makes its site the one searched, remembered; removing it goes back to Openverse.
@MainActor
final class SiteKeyRulesTests: XCTestCase {
    func testASavedKeySwitchesToPixabayAndRemovingItFallsBack() async throws {
        let store = temporarySiteStore()
        let stubs = StubSiteCatalog()
        let openverse = StubSite(["q": page(1...2)], description: stubDescription(.openverse, host: nil))
        let pixabay = StubSite(["q": page(10...11)])
        stubs.sites = [.openverse: makeSearchedSites(openverse), .pixabay: makeSearchedSites(pixabay)]
        stubs.catalog.keys[.pixabay] = nil
        let window = makeWindowModel(makeSearchedSites(openverse), catalog: stubs, siteStore: store)
        let rules = SiteKeyRules(search: window.search, catalog: stubs.catalog, siteStore: store)
        window.search.search(query: "q")
        await waitUntil("Openverse's results") { window.results.resultCount == 2 }

        rules.keySaved(try XCTUnwrap(APIKey("new-key")), for: .pixabay)
        XCTAssertEqual(stubs.catalog.keys[.pixabay], APIKey("new-key"))
        XCTAssertEqual(window.search.site.value.id, "pixabay")
        XCTAssertEqual(store.load(), .pixabay, "remembered for the next start")
        await waitUntil("the search repeated on Pixabay") { window.results.cellModel(at: 0)?.id == "pixabay:10" }

        rules.keyRemoved(for: .pixabay)
        XCTAssertNil(stubs.catalog.keys[.pixabay])
        XCTAssertEqual(window.search.site.value.id, "openverse")
        await waitUntil("back on Openverse") { window.results.cellModel(at: 0)?.id == "pixabay:1" }
    }

    func testAllSitesStaysChosenAndIsMadeAgainWithOrWithoutTheKey() async throws {
        let store = temporarySiteStore()
        let stubs = StubSiteCatalog()
        let openverse = StubSite(["q": page(1...2)], description: stubDescription(.openverse, host: nil))
        let pixabay = StubSite(["q": page(10...11)])
        var keyed = false
        stubs.catalog = SiteCatalog(keys: [:]) { site, keys in
            keyed = keys[.pixabay] != nil
            let sites: [any ImageSite] = keyed ? [openverse, pixabay] : [openverse]
            return site == .all ? SearchedSites(
                allSites: AllSites(sites: sites), imageFetcher: StubImageFetcher(),
                imageDownloader: StubImageDownloader(), connections: nil) : nil
        }
        let all = try XCTUnwrap(stubs.catalog.sites(for: .all))
        let window = makeWindowModel(all, catalog: stubs, siteStore: store)
        let rules = SiteKeyRules(search: window.search, catalog: stubs.catalog, siteStore: store)
        window.search.search(query: "q")
        await waitUntil("Openverse's results") { window.results.resultCount == 2 }

        rules.keySaved(try XCTUnwrap(APIKey("new-key")), for: .pixabay)
        XCTAssertTrue(keyed, "All sites made again with the key")
        XCTAssertEqual(window.search.site.value.id, "all")
        XCTAssertNil(store.load(), "Pixabay is not made the site")
        await waitUntil("Pixabay's results merged in") { window.results.resultCount == 4 }

        rules.keyRemoved(for: .pixabay)
        XCTAssertFalse(keyed)
        XCTAssertEqual(window.search.site.value.id, "all")
        await waitUntil("Openverse's alone again") { window.results.resultCount == 2 }
    }

    func testRemovingTheKeyWhileAnotherSiteIsInUseChangesNothing() {
        let stubs = StubSiteCatalog()
        let commons = StubSite([:], description: stubDescription(.commons, host: nil))
        stubs.sites = [.commons: makeSearchedSites(commons)]
        let window = makeWindowModel(makeSearchedSites(commons), catalog: stubs)
        let rules = SiteKeyRules(search: window.search, catalog: stubs.catalog, siteStore: nil)
        rules.keyRemoved(for: .pixabay)
        XCTAssertEqual(window.search.site.value.id, "commons")
        XCTAssertNil(stubs.catalog.sites(for: .pixabay), "Pixabay needs a key again")
    }

    func testAnUnsplashKeyOpensUnsplashAndRemovingItFallsBack() async throws {
        let store = temporarySiteStore()
        let stubs = StubSiteCatalog()
        let openverse = StubSite(["q": page(1...2)], description: stubDescription(.openverse, host: nil))
        let unsplash = StubSite(["q": page(20...21)], description: stubDescription(.unsplash, host: nil))
        stubs.sites = [.openverse: makeSearchedSites(openverse), .unsplash: makeSearchedSites(unsplash)]
        let window = makeWindowModel(makeSearchedSites(openverse), catalog: stubs, siteStore: store)
        let rules = SiteKeyRules(search: window.search, catalog: stubs.catalog, siteStore: store)
        XCTAssertNil(stubs.catalog.sites(for: .unsplash), "no Unsplash without its key")
        window.search.search(query: "q")
        await waitUntil("Openverse's results") { window.results.resultCount == 2 }
        rules.keySaved(try XCTUnwrap(APIKey("unsplash-key")), for: .unsplash)
        XCTAssertEqual(window.search.site.value.id, "unsplash")
        XCTAssertEqual(store.load(), .unsplash)
        XCTAssertEqual(stubs.catalog.keys[.pixabay], APIKey("test-key"), "Pixabay's key is untouched")
        rules.keyRemoved(for: .unsplash)
        XCTAssertEqual(window.search.site.value.id, "openverse")
    }
}
