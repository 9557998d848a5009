import Foundation
import PixscoutProbe
import PixscoutTestSupport
import XCTest

/// The window follows the desktop's light or dark style, at start-up and live.
final class AppearanceEndToEndTests: XCTestCase {
    /// The theme's dark variant is under this brightness, its light one over the other.
    private static let dark = 0.35
    private static let light = 0.6

    override func setUpWithError() throws {
        try XCTSkipIf(ProcessInfo.processInfo.environment["DISPLAY"] == nil, "no display: run the suite under xvfb-run")
    }

    func testTheWindowIsDarkWhenThePortalSaysSoAndFollowsTheDesktopLive() throws {
        let desktop = try DarkDesktop()
        let app: AppUnderTest = desktop.app
        try app.waitForEvent { $0.kind == .rows }
        try app.waitFor("a dark window") { (try? app.windowBrightness()).map { $0 < Self.dark } ?? false }

        desktop.changes.fileHandleForWriting.write(Data("2\n".utf8))
        try app.waitForEvent(.colorScheme(dark: false))
        try app.waitFor("a light window") { (try? app.windowBrightness()).map { $0 > Self.light } ?? false }
    }

    func testSettingSignalsFromAnyoneButThePortalOrOfTheWrongTypesChangeNothing() throws {
        let desktop = try DarkDesktop()
        let app: AppUnderTest = desktop.app
        let before = app.events.count
        // Another process on the bus: a key that is not a string, a value of the wrong type,
        // and a well-formed change to light.
        for arguments in [["42", "<uint32 2>"], ["'color-scheme'", "<'light'>"], ["'color-scheme'", "<uint32 2>"]] {
            let emit = Process()
            emit.executableURL = URL(fileURLWithPath: "/usr/bin/gdbus")
            emit.arguments = ["emit", "--session", "--object-path", "/org/freedesktop/portal/desktop",
                              "--signal", "org.freedesktop.portal.Settings.SettingChanged",
                                  "'org.freedesktop.appearance'"] + arguments
            emit.environment = ProcessInfo.processInfo.environment.merging(desktop.bus.environment) { $1 }
            try emit.run()
            emit.waitUntilExit()
            XCTAssertEqual(emit.terminationStatus, 0, "the signal went out")
        }
        try app.barrier()
        XCTAssertEqual(app.events(since: before) { $0.kind == .colorScheme }, [],
            "the window is alive and unchanged")
        XCTAssertLessThan(try app.windowBrightness(), Self.dark)

        desktop.changes.fileHandleForWriting.write(Data("2\n".utf8))
        try app.waitForEvent(.colorScheme(dark: false), after: before)
    }

    func testWithoutAPortalGNOMEsOwnSettingIsFollowed() throws {
        let app = try AppUnderTest(arguments: ["--site", "sample"]) { home in
            try Self.writeGNOMEColorScheme("prefer-dark", in: home)
        }
        try app.waitForEvent(.colorScheme(dark: true))
        try app.waitFor("a dark window") { (try? app.windowBrightness()).map { $0 < Self.dark } ?? false }

        let before = app.events.count
        try Self.writeGNOMEColorScheme("default", in: app.home)
        try app.waitForEvent(.colorScheme(dark: false), after: before)
        try app.waitFor("a light window") { (try? app.windowBrightness()).map { $0 > Self.light } ?? false }
    }

    func testWithNoPreferenceAnywhereTheWindowIsLight() throws {
        let app = try AppUnderTest(arguments: ["--site", "sample"])
        try app.waitForEvent(.colorScheme(dark: false))
        try app.waitForEvent { $0.kind == .rows }
        XCTAssertGreaterThan(try app.windowBrightness(), Self.light)
    }

    /// GNOME's setting in the keyfile backend the tests run GSettings on.
    private static func writeGNOMEColorScheme(_ value: String, in home: URL) throws {
        let folder = home.appendingPathComponent("config/glib-2.0/settings")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try "[org/gnome/desktop/interface]\ncolor-scheme='\(value)'\n"
            .write(to: folder.appendingPathComponent("keyfile"), atomically: true, encoding: .utf8)
    }
}

/// A private session bus whose Settings portal (`scripts/settings-portal`) prefers dark, and
/// the app started on it once the portal is ready; each line written to `changes` is a change
/// the portal announces.
private final class DarkDesktop {
    let bus: PrivateSessionBus
    let changes = Pipe()
    private let portal = Process()
    private(set) var app: AppUnderTest!

    init() throws {
        bus = try PrivateSessionBus()
        let log = bus.home.appendingPathComponent("settings-portal.log")
        portal.executableURL = RepositoryPaths.script("settings-portal")
        portal.arguments = [log.path, "1"]
        portal.environment = ProcessInfo.processInfo.environment.merging(bus.environment) { $1 }
        portal.standardInput = changes
        try portal.run()
        let deadline = Date().addingTimeInterval(AppUnderTest.patience)
        while !((try? String(contentsOf: log, encoding: .utf8)) ?? "").contains("ready") {
            guard Date() < deadline else { throw AppUnderTestError.timedOut(waitingFor: "the settings portal") }
            Thread.sleep(forTimeInterval: 0.02)
        }
        app = try AppUnderTest(arguments: ["--site", "sample"], environment: bus.environment)
        try app.waitForEvent(.colorScheme(dark: true))
    }

    deinit {
        portal.terminate()
        portal.waitUntilExit()
    }
}
