import Foundation
import XCTest
@testable import PixscoutApp

final class InstallLocationTests: XCTestCase {
    private var root: URL!

    override func setUpWithError() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("pixscout-install-\(UUID())")
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: root)
    }

    private func makeCatalog(in folder: URL) throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("{\"images\": []}".utf8).write(to: folder.appendingPathComponent("catalog.json"))
    }

    func testAnInstalledBinaryReadsItsPrefixsShare() throws {
        let prefix = root.appendingPathComponent("prefix")
        try makeCatalog(in: prefix.appendingPathComponent("share/pixscout"))
        let location = InstallLocation(binary: prefix.appendingPathComponent("bin/pixscout"), environment: [:])
        XCTAssertEqual(location.sampleCatalog.path, prefix.appendingPathComponent("share/pixscout").path)
        XCTAssertEqual(location.localeFolder.path, prefix.appendingPathComponent("share/locale").path)
        XCTAssertNil(location.developmentIcons)
    }

    func testXDGDataDirsAreSearchedWhenThePrefixHasNoCatalog() throws {
        let shared = root.appendingPathComponent("shared")
        try makeCatalog(in: shared.appendingPathComponent("pixscout"))
        let location = InstallLocation(
            binary: root.appendingPathComponent("elsewhere/bin/pixscout"),
            environment: ["XDG_DATA_DIRS": "/nonexistent:\(shared.path)",
                "XDG_DATA_HOME": root.appendingPathComponent("home").path])
        XCTAssertEqual(location.sampleCatalog.path, shared.appendingPathComponent("pixscout").path)
    }

    func testOnlyADevelopmentBuildReadsTheCheckout() throws {
        let checkout = root.appendingPathComponent("checkout")
        try makeCatalog(in: checkout.appendingPathComponent("data"))
        let development = InstallLocation(binary: checkout.appendingPathComponent(".build/debug/pixscout"),
            environment: [:])
        XCTAssertEqual(development.sampleCatalog.path, checkout.appendingPathComponent("data").path)
        XCTAssertEqual(development.localeFolder.path, checkout.appendingPathComponent(".build/locale").path)
        let installed = InstallLocation(binary: checkout.appendingPathComponent("bin/pixscout"),
            environment: ["XDG_DATA_DIRS": "/nonexistent"])
        XCTAssertNotEqual(installed.sampleCatalog.path, checkout.appendingPathComponent("data").path,
            "never the source tree")
    }

    func testTheEnvironmentCanPointAtACatalog() {
        XCTAssertEqual(InstallLocation(environment: ["PIXSCOUT_DATA_DIR": "/srv/catalog"]).sampleCatalog.path,
            "/srv/catalog")
    }
}
