import Foundation
import PixscoutModel
import XCTest
@testable import PixscoutViewModel

/// A saved key makes its site the one searched, remembered, and the search made there again;
/// removing it goes back to Openverse. The rules alone, over a stub of the search.
@MainActor
final class SiteKeyRulesTests: XCTestCase {
    func testASavedKeySwitchesToPixabayAndRemovingItFallsBack() async throws {
        let store = temporarySiteStore()
        let stubs = StubSiteCatalog()
        stubs.sites = [.openverse: makeSearchedSites(StubSite([:], description: stubDescription(.openverse))),
            .pixabay: makeSearchedSites(StubSite([:]))]
        stubs.catalog.keys[.pixabay] = nil
        let search = StubSiteSwitching(.openverse)
        let rules = SiteKeyRules(search: search, catalog: stubs.catalog, siteStore: store)

        rules.keySaved(try XCTUnwrap(APIKey("new-key")), for: .pixabay)
        XCTAssertEqual(stubs.catalog.keys[.pixabay], APIKey("new-key"))
        XCTAssertEqual(search.site.value.id, "pixabay")
        XCTAssertEqual(search.switches.map(\.site), [.pixabay])
        XCTAssertEqual(search.switches.map(\.searched), [true], "the search is made again on Pixabay")
        XCTAssertEqual(store.load(), .pixabay, "remembered for the next start")

        rules.keyRemoved(for: .pixabay)
        XCTAssertNil(stubs.catalog.keys[.pixabay])
        XCTAssertEqual(search.chosen, ["openverse"])
        XCTAssertEqual(search.site.value.id, "openverse")
    }

    func testAllSitesStaysChosenAndIsMadeAgainWithOrWithoutTheKey() async throws {
        let store = temporarySiteStore()
        let stubs = StubSiteCatalog()
        var keyed = false
        stubs.catalog = SiteCatalog(keys: [:]) { site, keys in
            keyed = keys[.pixabay] != nil
            let sites: [any ImageSite] = keyed ? [StubSite([:], description: stubDescription(.openverse)),
                StubSite([:])] : [StubSite([:], description: stubDescription(.openverse))]
            return site == .all ? SearchedSites(
                allSites: AllSites(sites: sites), imageFetcher: StubImageFetcher(),
                imageDownloader: StubImageDownloader(), connections: nil) : nil
        }
        let search = StubSiteSwitching(.all)
        let rules = SiteKeyRules(search: search, catalog: stubs.catalog, siteStore: store)

        rules.keySaved(try XCTUnwrap(APIKey("new-key")), for: .pixabay)
        XCTAssertTrue(keyed, "All sites made again with the key")
        XCTAssertEqual(search.switches.map(\.site), [.all])
        XCTAssertNil(store.load(), "Pixabay is not made the site")

        rules.keyRemoved(for: .pixabay)
        XCTAssertFalse(keyed, "and again without it")
        XCTAssertEqual(search.switches.map(\.site), [.all, .all])
        XCTAssertEqual(search.switches.map(\.searched), [true, true])
    }

    func testRemovingTheKeyWhileAnotherSiteIsInUseChangesNothing() async {
        let stubs = StubSiteCatalog()
        stubs.sites = [.commons: makeSearchedSites(StubSite([:], description: stubDescription(.commons)))]
        let search = StubSiteSwitching(.commons)
        let rules = SiteKeyRules(search: search, catalog: stubs.catalog, siteStore: nil)
        rules.keyRemoved(for: .pixabay)
        XCTAssertEqual(search.site.value.id, "commons")
        XCTAssertTrue(search.switches.isEmpty && search.chosen.isEmpty, "nothing switched")
        XCTAssertNil(stubs.catalog.sites(for: .pixabay), "Pixabay needs a key again")
    }

    func testAnUnsplashKeyOpensUnsplashAndRemovingItFallsBack() async throws {
        let store = temporarySiteStore()
        let stubs = StubSiteCatalog()
        stubs.sites = [.openverse: makeSearchedSites(StubSite([:], description: stubDescription(.openverse))),
            .unsplash: makeSearchedSites(StubSite([:], description: stubDescription(.unsplash)))]
        let search = StubSiteSwitching(.openverse)
        let rules = SiteKeyRules(search: search, catalog: stubs.catalog, siteStore: store)
        XCTAssertNil(stubs.catalog.sites(for: .unsplash), "no Unsplash without its key")
        rules.keySaved(try XCTUnwrap(APIKey("unsplash-key")), for: .unsplash)
        XCTAssertEqual(search.site.value.id, "unsplash")
        XCTAssertEqual(store.load(), .unsplash)
        XCTAssertEqual(stubs.catalog.keys[.pixabay], APIKey("test-key"), "Pixabay's key is untouched")
        rules.keyRemoved(for: .unsplash)
        XCTAssertEqual(search.site.value.id, "openverse")
    }
}
