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

    private func resolve(provider: ProviderID? = nil, apiURL: String? = nil, _ environment: [String: String] = [:])
        -> AppConfiguration
    {
        AppConfiguration.resolve(
            provider: provider, apiURL: apiURL, query: nil, keyring: NoKeyring(),
            environment: environment.merging(["XDG_CONFIG_HOME": configHome.path]) { $1 })
    }

    func testWithNoKeyOpenverseIsSearched() {
        let configuration = resolve()
        XCTAssertEqual(configuration.provider, .openverse)
        XCTAssertFalse(configuration.providerIsExplicit)
        XCTAssertNil(configuration.apiKey)
        XCTAssertEqual(configuration.apiURL(for: .openverse), "https://api.openverse.org/v1/images/")
    }

    func testAKeyInTheEnvironmentSearchesPixabay() {
        let configuration = resolve(["PIXABAY_API_KEY": "abc"])
        XCTAssertEqual(configuration.provider, .pixabay)
        XCTAssertEqual(configuration.apiKey?.value, "abc")
        XCTAssertEqual(configuration.apiURL(for: .pixabay), "https://pixabay.com/api/")
    }

    func testASavedKeyIsRead() throws {
        try FileAPIKeyStore.standard(environment: ["XDG_CONFIG_HOME": configHome.path]).save(APIKey("saved")!)
        XCTAssertEqual(resolve().apiKey?.value, "saved")
        XCTAssertEqual(resolve().provider, .pixabay)
    }

    func testTheLastChoiceIsRememberedButPixabayNeedsAKey() {
        let store = ProviderChoiceStore.standard(environment: ["XDG_CONFIG_HOME": configHome.path])
        store.save(.commons)
        XCTAssertEqual(resolve().provider, .commons)
        XCTAssertEqual(resolve(["PIXABAY_API_KEY": "abc"]).provider, .commons, "a choice beats the default")
        store.save(.pixabay)
        XCTAssertEqual(resolve().provider, .openverse, "Pixabay without a key falls back to the keyless default")
    }

    func testTheCommandLineThenTheEnvironmentChooseTheProviderExplicitly() {
        XCTAssertEqual(resolve(provider: .sample).provider, .sample)
        XCTAssertTrue(resolve(provider: .sample).providerIsExplicit)
        XCTAssertEqual(resolve(["PIXSCOUT_PROVIDER": "Commons"]).provider, .commons)
        XCTAssertTrue(resolve(["PIXSCOUT_PROVIDER": "commons"]).providerIsExplicit)
        XCTAssertEqual(resolve(provider: .openverse, ["PIXSCOUT_PROVIDER": "commons"]).provider, .openverse)
    }

    func testAnAPIURLIsTheEndpointOfTheChosenProviderOnly() {
        let configuration = resolve(provider: .commons, apiURL: "http://127.0.0.1:1/w/api.php")
        XCTAssertEqual(configuration.apiURL(for: .commons), "http://127.0.0.1:1/w/api.php")
        XCTAssertEqual(configuration.apiURL(for: .openverse), "https://api.openverse.org/v1/images/")
        XCTAssertEqual(resolve(["PIXSCOUT_API_URL": "http://127.0.0.1:2/v1/images/"]).apiURL(for: .openverse),
                       "http://127.0.0.1:2/v1/images/")
    }

    func testTheProbeIsOnlyOnWhenATestAsksForIt() {
        XCTAssertNil(resolve().eventLog)
        XCTAssertEqual(resolve(["PIXSCOUT_EVENT_LOG": "/tmp/events"]).eventLog, "/tmp/events")
    }
}

/// The tests never touch the keyring of whoever runs them.
struct NoKeyring: SecretStoring {
    func lookup() throws(SecretStoreError) -> String? { throw .unavailable("not in tests") }
    func store(_ secret: String) throws(SecretStoreError) { throw .unavailable("not in tests") }
    func clear() throws(SecretStoreError) { throw .unavailable("not in tests") }
}
