import PixscoutModel
import PixscoutViewModel
import XCTest
@testable import PixscoutApp

/// Each site is listed wherever sites are, from the facts its descriptor gives: the
/// chooser, All sites, `--api-url NAME=URL`, its key's variable and Preferences, the About
/// dialog and, for Unsplash and Pexels, the credit their guidelines ask for.
@MainActor
final class EverySiteTests: XCTestCase {
    private let remote: [SiteID] = [.openverse, .commons, .pixabay, .unsplash, .pexels]
    private let keyed: [SiteID] = [.pixabay, .unsplash, .pexels]

    func testEverySiteOnTheNetworkIsInAllSitesOnTheCommandLineAndInTheAboutDialog() async throws {
        XCTAssertEqual(SiteID.remote, remote)
        let catalog = try XCTUnwrap(AppContainer.make(configuration: AppConfiguration()).resolve(SiteCatalog.self))
        for site in keyed { catalog.keys[site] = APIKey("k") }
        XCTAssertEqual(catalog.sites(for: .all)?.imageSites.map(\.description.id), remote)
        let named = remote.map { "\($0.rawValue)=http://127.0.0.1:9/\($0.rawValue)" }
        let endpoints = try APIEndpoints(parsing: named)
        XCTAssertEqual(Set(endpoints.named.keys), Set(remote))
        XCTAssertThrowsError(try APIEndpoints(parsing: ["sample=http://127.0.0.1:9/"]), "the catalog is no endpoint")
        let about = PixscoutApplication.about.credits.first?.people ?? []
        XCTAssertEqual(about, remote.map { "\($0.name) \($0.homePage ?? "")" })
        XCTAssertTrue(about.contains("Pexels https://www.pexels.com/"), "\(about)")
    }

    func testEverySiteIsInTheChooserAndEachKeyHasItsVariableAndItsPlaceInPreferences() async throws {
        let search = try XCTUnwrap(AppContainer.make(configuration: AppConfiguration()).resolve(SearchViewModel.self))
        XCTAssertEqual(search.siteChoices.map(\.id), ["all"] + remote.map(\.rawValue) + ["sample"])
        XCTAssertEqual(SiteID.keyed, keyed)
        XCTAssertEqual(keyed.compactMap(\.keyVariable), ["PIXABAY_API_KEY", "UNSPLASH_ACCESS_KEY", "PEXELS_API_KEY"])
        let configuration = AppConfiguration.resolve(site: nil, apiURL: nil, query: nil, keyrings: [:],
            environment: ["UNSPLASH_ACCESS_KEY": "u", "PEXELS_API_KEY": "p"])
        XCTAssertEqual(Set(configuration.keys.keys), [.unsplash, .pexels])
        let container = AppContainer.make(configuration: configuration)
        XCTAssertEqual(container.required(PreferencesFactory.self).make().keys.map(\.siteName), keyed.map(\.name))
    }
}
