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

    private func resolve(apiURL: String? = nil, sample: Bool = false, _ environment: [String: String] = [:])
        -> AppConfiguration
    {
        AppConfiguration.resolve(
            apiURL: apiURL, query: nil, sample: sample,
            environment: environment.merging(["XDG_CONFIG_HOME": configHome.path]) { $1 })
    }

    func testWithNoKeyTheSampleCatalogOpens() {
        let configuration = resolve()
        XCTAssertTrue(configuration.usesSampleCatalog)
        XCTAssertNil(configuration.apiKey)
    }

    func testAKeyInTheEnvironmentSearchesPixabay() {
        let configuration = resolve(["PIXABAY_API_KEY": "abc"])
        XCTAssertFalse(configuration.usesSampleCatalog)
        XCTAssertEqual(configuration.apiKey?.value, "abc")
        XCTAssertEqual(configuration.apiBaseURL, "https://pixabay.com/api/")
    }

    func testASavedKeyIsRead() throws {
        try APIKeyStore.standard(environment: ["XDG_CONFIG_HOME": configHome.path]).save(APIKey("saved")!)
        XCTAssertEqual(resolve().apiKey?.value, "saved")
        XCTAssertFalse(resolve().usesSampleCatalog)
    }

    func testAnAPIURLFromTheCommandLineOrTheEnvironmentIsUsed() {
        XCTAssertEqual(resolve(apiURL: "http://127.0.0.1:1/api/").apiBaseURL, "http://127.0.0.1:1/api/")
        XCTAssertFalse(resolve(apiURL: "http://127.0.0.1:1/api/").usesSampleCatalog)
        XCTAssertEqual(resolve(["PIXSCOUT_API_URL": "http://127.0.0.1:2/api/"]).apiBaseURL, "http://127.0.0.1:2/api/")
    }

    func testSampleCanBeAskedForEvenWithAKey() {
        XCTAssertTrue(resolve(sample: true, ["PIXABAY_API_KEY": "abc"]).usesSampleCatalog)
    }

    func testTheBundledCatalogIsFound() {
        let directory = AppConfiguration.findSampleCatalog(environment: [:])
        XCTAssertTrue(FileManager.default.fileExists(atPath: directory.appendingPathComponent("catalog.json").path))
    }
}
