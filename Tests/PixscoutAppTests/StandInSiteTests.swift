import PixscoutModel
import PixscoutViewModel
import XCTest
@testable import PixscoutApp

/// A site Pixscout does not ship with, registered by its descriptor alone, is listed wherever
/// sites are: the chooser, All sites, the command line (`--site`, `--api-url`), the keys in the
/// environment and in Preferences, and the About dialog.
@MainActor
final class StandInSiteTests: XCTestCase {
    /// Answers every query with nothing; made only with a key, as a keyed site is.
    private struct StandInSite: ImageSite {
        let description = SiteDescription(
            id: SiteID(naming: "standin"), homeURL: "https://standin.example/", linkPolicy: .anyWebPage,
            supportedFilters: [], previewOrigin: nil, apiOrigin: nil)

        func search(
            query: String, page: PageToken?, filters: SearchFilters
        ) async throws(NetworkError) -> ResultPage {
            ResultPage(images: [], totalCount: 0, next: nil)
        }
    }

    private static let standIn = SiteID(naming: "standin")

    override func setUp() async throws {
        SiteRegistry.register(SiteDescriptor(
            id: Self.standIn, name: { "Stand-in Images" }, defaultAPIURL: "https://standin.example/api/",
            homePage: "https://standin.example/", keyVariable: "STANDIN_API_KEY",
            keyPage: "https://standin.example/keys", make: { parts in parts.key.map { _ in StandInSite() } }))
    }

    override func tearDown() async throws {
        SiteRegistry.reset()
    }

    func testItIsInTheChooserBeforeTheCatalogAndInAllSitesWithItsKey() async throws {
        let container = AppContainer.make(configuration: AppConfiguration())
        let search = try XCTUnwrap(container.resolve(SearchViewModel.self))
        XCTAssertEqual(search.siteChoices.suffix(2).map(\.name), ["Stand-in Images", "Sample catalog"])
        let catalog = try XCTUnwrap(container.resolve(SiteCatalog.self))
        XCTAssertFalse(catalog.sites(for: .all)?.sites.contains { $0.description.id == Self.standIn } ?? true,
            "without its key it is not searched")
        catalog.keys[Self.standIn] = APIKey("s")
        XCTAssertEqual(catalog.sites(for: .all)?.sites.last?.description.id, Self.standIn)
    }

    func testTheCommandLineNamesItAndGivesItAnEndpoint() async throws {
        let command = try XCTUnwrap(
            PixscoutCommand.parseAsRoot(["--site", "standin", "--api-url", "standin=http://127.0.0.1:9/"])
                as? PixscoutCommand)
        XCTAssertEqual(command.site, Self.standIn)
        XCTAssertEqual(try APIEndpoints(parsing: command.apiURL).named[Self.standIn], "http://127.0.0.1:9/")
        let help = PixscoutCommand.helpMessage()
        XCTAssertTrue(help.contains("standin=URL"), help)
        let discussion = PixscoutCommand.configuration.discussion
        XCTAssertTrue(discussion.contains("STANDIN_API_KEY for Stand-in Images"), "its key's variable: \(discussion)")
    }

    func testItsKeyComesFromItsVariableAndHasItsPlaceInPreferences() async {
        let configuration = AppConfiguration.resolve(
            site: nil, apiURL: nil, query: nil, keyrings: [:], environment: ["STANDIN_API_KEY": "s"])
        XCTAssertEqual(configuration.keys[Self.standIn], APIKey("s"))
        let app = AppServices(container: AppContainer.make(configuration: configuration))
        XCTAssertEqual(app.makePreferences().keys.last?.siteName, "Stand-in Images")
    }

    func testTheAboutDialogNamesItWithItsHomePage() async {
        let about = PixscoutApplication.about.credits.first?.people ?? []
        XCTAssertEqual(about.last, "Stand-in Images https://standin.example/")
    }
}
