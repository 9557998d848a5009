import Foundation
import PixscoutModel
import XCTest
@testable import PixscoutApp

final class AppConfigurationTests: XCTestCase {
    private var configHome: URL!

    override func setUpWithError() throws {
        configHome = FileManager.default.temporaryDirectory.appendingPathComponent("pixscout-config-\(UUID())")
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: configHome)
    }

    private func resolve(site: SiteID? = nil, apiURL: String? = nil, _ environment: [String: String] = [:])
        -> AppConfiguration
    {
        AppConfiguration.resolve(
            site: site, apiURL: apiURL, query: nil, keyrings: [:],
            environment: environment.merging(["XDG_CONFIG_HOME": configHome.path]) { $1 })
    }

    func testWithNoKeyOpenverseIsSearched() {
        let configuration = resolve()
        XCTAssertEqual(configuration.site, .openverse)
        XCTAssertFalse(configuration.siteIsExplicit)
        XCTAssertTrue(configuration.keys.isEmpty)
        XCTAssertEqual(configuration.apiURL(for: .openverse), "https://api.openverse.org/v1/images/")
    }

    func testAKeyInTheEnvironmentSearchesPixabay() {
        let configuration = resolve(["PIXABAY_API_KEY": "abc"])
        XCTAssertEqual(configuration.site, .pixabay)
        XCTAssertEqual(configuration.keys[.pixabay]?.value, "abc")
        XCTAssertEqual(configuration.apiURL(for: .pixabay), "https://pixabay.com/api/")
    }

    func testASavedKeyIsReadLaterAndLeadsToPixabayUnlessAnotherSiteWasChosen() throws {
        try FileAPIKeyStore.standard(for: .pixabay, environment: ["XDG_CONFIG_HOME": configHome.path])
            .save(APIKey("saved")!)
        let configuration = resolve()
        XCTAssertNil(configuration.keys[.pixabay], "no keyring is asked before the window opens")
        XCTAssertEqual(configuration.site, .openverse)
        let lookup = configuration.keyStore(for: .pixabay).lookUp()
        XCTAssertEqual(lookup, APIKeyLookup(key: APIKey("saved"), keyringAnswered: true))
        XCTAssertEqual(configuration.startupChoice.site(withSavedKey: lookup.key), .pixabay)
        XCTAssertEqual(configuration.startupChoice.site(withSavedKey: nil), .openverse)
        SiteChoiceStore.standard(environment: ["XDG_CONFIG_HOME": configHome.path]).save(.commons)
        XCTAssertEqual(resolve().startupChoice.site(withSavedKey: lookup.key), .commons, "a choice beats the key")
        XCTAssertEqual(resolve(site: .sample).startupChoice.site(withSavedKey: lookup.key), .sample)
        XCTAssertEqual(resolve(["PIXABAY_API_KEY": "abc"]).startupChoice.site(withSavedKey: lookup.key), .commons)
    }

    func testAKeyringThatNeverAnswersIsLeftBehind() {
        let store = KeyringAPIKeyStore(
            keyring: TimeLimitedSecretStore(SilentKeyring(), seconds: 1),
            file: FileAPIKeyStore.standard(for: .pixabay, environment: ["XDG_CONFIG_HOME": configHome.path]))
        let lookup = store.lookUp()
        XCTAssertNil(lookup.key)
        XCTAssertFalse(lookup.keyringAnswered)
    }

    func testTheLastChoiceIsRememberedButPixabayNeedsAKey() {
        let store = SiteChoiceStore.standard(environment: ["XDG_CONFIG_HOME": configHome.path])
        store.save(.commons)
        XCTAssertEqual(resolve().site, .commons)
        XCTAssertEqual(resolve(["PIXABAY_API_KEY": "abc"]).site, .commons, "a choice beats the default")
        store.save(.pixabay)
        XCTAssertEqual(resolve().site, .openverse, "Pixabay without a key falls back to the keyless default")
    }

    func testTheCommandLineThenTheEnvironmentChooseTheSiteExplicitly() {
        XCTAssertEqual(resolve(site: .sample).site, .sample)
        XCTAssertTrue(resolve(site: .sample).siteIsExplicit)
        XCTAssertEqual(resolve(["PIXSCOUT_SITE": "Commons"]).site, .commons)
        XCTAssertTrue(resolve(["PIXSCOUT_SITE": "commons"]).siteIsExplicit)
        XCTAssertEqual(resolve(site: .openverse, ["PIXSCOUT_SITE": "commons"]).site, .openverse)
    }

    func testAnAPIURLIsTheEndpointOfTheChosenSiteOnly() {
        let configuration = resolve(site: .commons, apiURL: "http://127.0.0.1:1/w/api.php")
        XCTAssertEqual(configuration.apiURL(for: .commons), "http://127.0.0.1:1/w/api.php")
        XCTAssertEqual(configuration.apiURL(for: .openverse), "https://api.openverse.org/v1/images/")
        XCTAssertEqual(resolve(["PIXSCOUT_API_URL": "http://127.0.0.1:2/v1/images/"]).apiURL(for: .openverse),
                       "http://127.0.0.1:2/v1/images/")
    }

    func testNamedAPIURLsAreEachSitesEndpointWhicheverIsChosen() throws {
        let endpoints = try APIEndpoints(parsing: [
            "openverse=http://127.0.0.1:9/v1/images/", "commons=http://127.0.0.1:9/w/api.php",
                "http://127.0.0.1:9/api/",
        ])
        XCTAssertEqual(endpoints.chosen, "http://127.0.0.1:9/api/")
        let configuration = AppConfiguration.resolve(
            site: .pixabay, apiURL: endpoints.chosen, apiURLs: endpoints.named, query: nil, keyrings: [:],
            environment: ["XDG_CONFIG_HOME": configHome.path])
        XCTAssertEqual(configuration.apiURL(for: .openverse), "http://127.0.0.1:9/v1/images/")
        XCTAssertEqual(configuration.apiURL(for: .commons), "http://127.0.0.1:9/w/api.php")
        XCTAssertEqual(configuration.apiURL(for: .pixabay), "http://127.0.0.1:9/api/")
    }

    func testABadAPIURLIsRefusedWithASentenceThatSaysWhy() {
        let refusals: [([String], APIEndpointsError)] = [
            (["flickr=http://127.0.0.1:9/"], .unknownSite("flickr")),
            (["sample=http://127.0.0.1:9/"], .noEndpoint("sample")),
            (["commons=file:///etc/passwd"], .notAWebURL("file:///etc/passwd")),
            (["commons=http://a/", "commons=http://b/"], .twice("commons")),
            (["http://a/", "http://b/"], .twoUnnamed),
            (["127.0.0.1:9"], .notAWebURL("127.0.0.1:9")),
        ]
        for (values, expected) in refusals {
            XCTAssertThrowsError(try APIEndpoints(parsing: values), "\(values)") { error in
                XCTAssertEqual(error as? APIEndpointsError, expected)
                XCTAssertTrue("\(error)".hasPrefix("--api-url"), "\(error)")
            }
        }
    }

    func testTheProbeIsOnlyOnWhenATestAsksForIt() {
        XCTAssertNil(resolve().eventLog)
        XCTAssertEqual(resolve(["PIXSCOUT_EVENT_LOG": "/tmp/events"]).eventLog, "/tmp/events")
    }
}

/// A keyring that takes every call and never answers.
struct SilentKeyring: SecretStoring {
    func lookup() throws(SecretStoreError) -> String? {
        Thread.sleep(forTimeInterval: 3600)
        return nil
    }

    func store(_ secret: String) throws(SecretStoreError) { Thread.sleep(forTimeInterval: 3600) }
    func clear() throws(SecretStoreError) { Thread.sleep(forTimeInterval: 3600) }
}
