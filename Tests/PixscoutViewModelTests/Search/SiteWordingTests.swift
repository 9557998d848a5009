import Foundation
import PixscoutModel
import XCTest
@testable import PixscoutViewModel

/// The footer names where the images come from: one site with its site, or each site
/// All sites searches, each with its own (as Pexels asks wherever its photos are shown).
@MainActor
final class SiteWordingTests: XCTestCase {
    func testAllSitesNamesEachSiteWithItsSite() async {
        let sites: [any ImageSite] = [SiteID.openverse, .unsplash, .pexels].map {
            StubSite([:], description: stubDescription($0, host: nil))
        }
        let all = SearchedSites(allSites: AllSites(sites: sites),
            imageFetcher: StubImageFetcher(), imageDownloader: StubImageDownloader(), connections: nil)
        let attribution = SiteWording.attribution(all)
        XCTAssertEqual(attribution.text, "Images from Openverse, Unsplash and Pexels")
        XCTAssertNil(attribution.url)
        XCTAssertEqual(attribution.links, [
            AttributionLink(name: "Openverse", url: "https://openverse.example/"),
            AttributionLink(name: "Unsplash", url: "https://unsplash.example/"),
            AttributionLink(name: "Pexels", url: "https://pexels.example/"),
        ])
    }

    func testOneSiteIsOneLink() async {
        let pexels = makeSearchedSites(StubSite([:], description: stubDescription(.pexels, host: nil)))
        XCTAssertEqual(SiteWording.attribution(pexels),
            Attribution(text: "Images from Pexels", url: "https://pexels.example/"))
    }
}
