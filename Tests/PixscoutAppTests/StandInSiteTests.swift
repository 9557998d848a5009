import DigestKit
import Foundation
import PixscoutFuzzing
import PixscoutModel
import PixscoutTestSupport
import PixscoutViewModel
import XCTest
@testable import PixscoutApp

/// A site Pixscout does not ship with, registered by its descriptor alone, is listed wherever
/// sites are: the chooser, All sites, the command line (`--site`, `--api-url`), the keys in the
/// environment and in Preferences, the About dialog, the sentences that name sites and the fuzz
/// targets; its filters, its images like one of its own, its lookup of a document's picture by
/// its hash and its files' names are those it says.
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

    /// Holds one file, the picture whose bytes `held` are.
    private struct StandInLookup: HashLookup {
        static let held = RepositoryPaths.root.appendingPathComponent("Tests/Fixtures/documents/b.png")

        func image(withSHA1 sha1: String) async throws(NetworkError) -> ImageEntity? {
            guard let bytes = try? Data(contentsOf: Self.held), sha1 == Digest.hex(of: bytes, .sha1) else { return nil }
            return ImageEntity(site: StandInSiteTests.standIn, id: "7", title: "Lighthouse",
                pageURL: "https://standin.example/7", previewURL: nil, imageURL: nil, largeImageURL: nil,
                downloadURL: "https://files.standin.example/Lighthouse_7.png",
                license: ImageLicense(code: "cc0", name: "CC0 1.0",
                    url: "https://creativecommons.org/publicdomain/zero/1.0/"))
        }
    }

    /// Never reached: a site that cannot be asked.
    private struct UnreachableNetwork: Networking {
        func get(_ request: NetworkRequest) async throws(NetworkError) -> HTTPResponse {
            throw .timedOut
        }
    }

    fileprivate nonisolated static let standIn = SiteID(naming: "standin")

    override func setUp() async throws {
        SiteRegistry.register(SiteDescriptor(
            id: Self.standIn, name: { "Stand-in Images" }, defaultAPIURL: "https://standin.example/api/",
            homePage: "https://standin.example/", supportedFilters: [.orientation, .colors],
            threadKinds: [.similar], keyVariable: "STANDIN_API_KEY", keyPage: "https://standin.example/keys",
            keepsFileNames: true, findsBySHA1: { _ in StandInLookup() }, readsAnswer: { _ in },
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

    func testImagesLikeOneOfItsOwnAreFollowedThereAndItIsNamedWhereSitesThatCanAreListed() async throws {
        let thread = try XCTUnwrap(SearchThread(query: "similar:standin:7"))
        XCTAssertEqual(thread.site, Self.standIn)
        XCTAssertNil(SearchThread(query: "similar:pixabay:7"), "Pixabay finds no images like one")
        let container = AppContainer.make(configuration: AppConfiguration())
        let search = try XCTUnwrap(container.resolve(SearchViewModel.self))
        let messages = try XCTUnwrap(container.resolve(MessagesViewModel.self))
        search.chooseSite(id: SiteID.sample.rawValue)
        search.search(query: "similar:standin:7")
        XCTAssertEqual(messages.banner.value?.text, "Sample catalog cannot search for this. Choose Openverse, "
            + "Wikimedia Commons or Stand-in Images in the site chooser.")
    }

    func testADocumentsPictureItHoldsIsKnownByItsHashOnceTheSitesBeforeItFail() async throws {
        let check = OriginCheckFactory.make(ledger: nil, network: UnreachableNetwork(), apiURL: { _ in nil },
            cache: nil)
        let report = await check.check([StandInLookup.held.path], use: [], asksCommons: true)
        let origin = try XCTUnwrap(report.pictures.first?.origin, "known by the stand-in's lookup")
        XCTAssertEqual(origin.image?.site, Self.standIn)
        if case .checksum = origin.match {} else { XCTFail("found by its checksum: \(origin.match)") }
        XCTAssertEqual(origin.image?.fileStem, "Lighthouse_7.png", "its files keep their names")
    }

    func testItsAnswersAreAFuzzTarget() {
        XCTAssertNotNil(FuzzTarget.named("standin-answer"))
    }
}
