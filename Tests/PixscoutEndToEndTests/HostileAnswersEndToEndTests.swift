import Foundation
import PixscoutProbe
import PixscoutTestSupport
import XCTest

/// The real app against servers and a desktop that misbehave: it stays alive, says what
/// happened, and keeps the key and the old wallpaper where they were.
final class HostileAnswersEndToEndTests: EndToEndTestCase {
    func testNoProgramThePixscoutOpensInheritsTheKey() throws {
        _ = try search("red")
        try app.press("Down", "Return")
        _ = try app.waitForOpenedURLs(count: 1)
        try app.waitFor("the browser's environment") {
            FileManager.default.fileExists(atPath: app.browserEnvironment.path)
        }
        let environment = try String(contentsOf: app.browserEnvironment, encoding: .utf8)
        XCTAssertTrue(environment.contains("XDG_CONFIG_HOME="), "the environment was written")
        XCTAssertFalse(environment.contains("PIXABAY_API_KEY"), environment)
        XCTAssertFalse(environment.contains(Self.key))
    }

    func testAScreenfulOfPixelBombsLeavesTheWindowAliveWithPlaceholders() throws {
        try server.blocking { try await $0.inject("pixel-bomb", times: 0, ["type": "png"]) }
        _ = try search("blue")
        try app.press("Down")
        try app.waitForEvent { $0.kind == .detail }
        try app.barrier()
        XCTAssertEqual(app.events(since: 0) { $0.kind == .previewsShown }, [], "no bomb is drawn")
    }

    func testAWebPageInsteadOfTheImageNeverBecomesTheWallpaper() throws {
        _ = try search("red")
        try server.blocking { try await $0.inject("html-image", times: 0) }
        try app.press("Down", "Menu")
        try app.waitForEvent(.contextMenu)
        try app.press("Up", "Return")
        try app.waitForEvent(.notice("Pixscout could not set the wallpaper: this image could not be used: what came "
            + "is damaged, too large or not a picture. The wallpaper was not changed."))
        XCTAssertEqual(app.events(since: 0) { $0.kind == .wallpaper || $0 == .notice("Wallpaper set.") }, [])
    }
}

/// A keyring that takes every call and never answers: the window opens and stays responsive,
/// and once Pixscout stops waiting it says so.
final class SilentKeyringEndToEndTests: XCTestCase {
    func testTheWindowOpensRespondsAndSaysTheKeyringDidNotAnswer() throws {
        try XCTSkipIf(ProcessInfo.processInfo.environment["DISPLAY"] == nil, "no display: run the suite under xvfb-run")
        let bus = try PrivateSessionBus()
        let ready = bus.home.appendingPathComponent("keyring-ready")
        let keyring = Process()
        keyring.executableURL = RepositoryPaths.script("silent-secret-service")
        keyring.arguments = [ready.path]
        keyring.environment = ProcessInfo.processInfo.environment.merging(bus.environment) { $1 }
        try keyring.run()
        defer { keyring.terminate() }
        let deadline = Date().addingTimeInterval(30)
        while !FileManager.default.fileExists(atPath: ready.path), Date() < deadline {
            Thread.sleep(forTimeInterval: 0.02)
        }
        let app = try AppUnderTest(arguments: ["--site", "sample"], environment: bus.environment)
        try app.press("F9", "F9")
        try app.waitForEvent(.detailPane(shown: true))
        try app.waitForEvent(timeout: 60) { $0 == .savedKey(found: false, keyringAnswered: false) }
        try app.waitForEvent(.banner("The desktop's keyring did not answer, so Pixscout could not read a saved "
            + "Pixabay key. You can search the sites that need no key."))
        try app.waitForEvent { $0.kind == .rows }
    }
}
