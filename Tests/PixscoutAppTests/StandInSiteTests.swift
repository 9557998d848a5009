import PixscoutModel
import PixscoutViewModel
import XCTest
@testable import PixscoutApp

/// A site Pixscout does not ship with, registered by its descriptor alone, is listed wherever
/// sites are: the chooser, All sites, the command line (`--site`, `--api-url`), the keys in the
/// environment and in Preferences, and the About dialog; its filters are those it says.
@MainActor
final class StandInSiteTests: XCTestCase {
    /// Answers every query with nothing; made only with a key, as a keyed site is.
    private struct StandInSite: ImageSite {
        let description: SiteDescription

        init(baseURL: String) {
            description = SiteDescription(keyedAPI: StandInSiteTests.standIn, baseURL: baseURL,
                imageOrigin: "https://images.standin.example/")
        }

        func search(
            query: String, page: PageToken?, filters: SearchFilters
        ) async throws(NetworkError) -> ResultPage {
            ResultPage(images: [], totalCount: 0, next: nil)
        }
    }

    fileprivate nonisolated static let standIn = SiteID(naming: "standin")

    override func setUp() async throws {
        SiteRegistry.register(SiteDescriptor(
            id: Self.standIn, name: { "Stand-in Images" }, defaultAPIURL: "https://standin.example/api/",
            homePage: "https://standin.example/", supportedFilters: [.orientation, .colors],
            keyVariable: "STANDIN_API_KEY", keyPage: "https://standin.example/keys",
            make: { parts in parts.key.map { _ in StandInSite(baseURL: parts.baseURL) } }))
    }

    override func tearDown() async throws {
        SiteRegistry.reset()
    }

    func testItIsInTheChooserBeforeTheCatalogAndInAllSitesWithItsKey() async throws {
        let container = AppContainer.make(configuration: AppConfiguration())
        let search = try XCTUnwrap(container.resolve(SearchViewModel.self))
        XCTAssertEqual(search.siteChoices.suffix(2).map(\.name), ["Stand-in Images", "Sample catalog"])
        let catalog = try XCTUnwrap(container.resolve(SiteCatalog.self))
        XCTAssertFalse(catalog.sites(for: .all)?.imageSites.contains { $0.description.id == Self.standIn } ?? true,
            "without its key it is not searched")
        catalog.keys[Self.standIn] = APIKey("s")
        XCTAssertEqual(catalog.sites(for: .all)?.imageSites.last?.description.id, Self.standIn)
    }

    func testChosenItOffersTheFiltersItsDescriptorSaysAndCreditsItsHomePage() async throws {
        let container = AppContainer.make(configuration: AppConfiguration())
        try XCTUnwrap(container.resolve(SiteCatalog.self)).keys[Self.standIn] = APIKey("s")
        let search = try XCTUnwrap(container.resolve(SearchViewModel.self))
        let filters = try XCTUnwrap(container.resolve(FiltersViewModel.self))
        search.chooseSite(id: Self.standIn.rawValue)
        XCTAssertEqual(search.site.value.name, "Stand-in Images")
        XCTAssertEqual(filters.supportedFilters.value, [.orientation, .colors], "only the filters it can apply")
        XCTAssertEqual(search.attribution.value.url, "https://standin.example/")
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
        let container = AppContainer.make(configuration: configuration)
        XCTAssertEqual(container.required(PreferencesFactory.self).make().keys.last?.siteName, "Stand-in Images")
    }

    func testTheAboutDialogNamesItWithItsHomePage() async {
        let about = PixscoutApplication.about.credits.first?.people ?? []
        XCTAssertEqual(about.last, "Stand-in Images https://standin.example/")
    }
}
