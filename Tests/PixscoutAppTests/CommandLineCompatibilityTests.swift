import ArgumentParser
import Foundation
import PixscoutModel
import XCTest
@testable import PixscoutApp

/// The command line keeps its word: `--provider` and `PIXSCOUT_PROVIDER`, what `--site` and
/// `PIXSCOUT_SITE` were called before, still choose the site; `--version` prints the version.
final class CommandLineCompatibilityTests: XCTestCase {
    func testTheFormerNamesStillChooseTheSite() throws {
        let parsed = try XCTUnwrap(try PixscoutCommand.parseAsRoot(["--provider", "commons"]) as? PixscoutCommand)
        XCTAssertEqual(parsed.provider, .commons)
        XCTAssertThrowsError(try PixscoutCommand.parseAsRoot(["--provider", "commons", "--site", "openverse"]),
            "two names for two sites contradict each other")
        let configuration = AppConfiguration.resolve(site: nil, apiURL: nil, query: nil, keyrings: [:],
            environment: ["PIXSCOUT_PROVIDER": "Commons", "XDG_CONFIG_HOME": "/nonexistent"])
        XCTAssertEqual(configuration.site, .commons)
        XCTAssertTrue(configuration.siteIsExplicit)
        let both = AppConfiguration.resolve(site: nil, apiURL: nil, query: nil, keyrings: [:],
            environment: ["PIXSCOUT_PROVIDER": "commons", "PIXSCOUT_SITE": "pexels", "XDG_CONFIG_HOME": "/nonexistent"])
        XCTAssertEqual(both.site, .pexels, "the current name wins")
    }

    func testVersionPrintsTheVersion() {
        XCTAssertThrowsError(try PixscoutCommand.parseAsRoot(["--version"])) { error in
            XCTAssertEqual(PixscoutCommand.message(for: error), AppInfo.version)
        }
    }
}
