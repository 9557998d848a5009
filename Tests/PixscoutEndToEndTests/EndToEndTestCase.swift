import Foundation
import PixscoutProbe
import PixscoutTestSupport
import XCTest

/// Starts `scripts/serve-fixtures` and the real app pointed at it, for each test.
class EndToEndTestCase: XCTestCase {
    static let key = "e2e-key"
    var server: FixtureServer!
    var app: AppUnderTest!

    /// Extra `serve-fixtures` arguments for this class's tests.
    var serverArguments: [String] { [] }

    /// The app's command line: Pixabay's format at the fixture server, unless a class says otherwise.
    func appArguments(server: FixtureServer) -> [String] {
        ["--api-url", server.apiURL]
    }

    /// The app's environment, beside the Pixabay key.
    var appEnvironment: [String: String] { [:] }

    /// Whether the tests read the app's accessibility tree, as a screen reader does: the app
    /// then runs on a session bus of its own, with its AT-SPI bridge on.
    var readsAccessibility: Bool { false }
    private var accessibilityBus: PrivateSessionBus?

    /// Writes what this class's tests need in the app's home before it starts.
    func prepareHome(_ home: URL) throws {}

    /// "What is it for?" set to commercial use in `home`, as a person left it.
    static func chooseCommercialUse(in home: URL) throws {
        let config = home.appendingPathComponent("config/pixscout")
        try FileManager.default.createDirectory(at: config, withIntermediateDirectories: true)
        try #"{"use": "commercial"}"#.write(to: config.appendingPathComponent("filters.json"), atomically: true,
            encoding: .utf8)
    }

    /// The desktop's Pictures folder, where Save to Folder's dialog opens, in the app's `home`.
    static func makePicturesFolder(in home: URL) throws {
        let pictures = home.appendingPathComponent("Pictures")
        try FileManager.default.createDirectory(at: pictures, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: home.appendingPathComponent("config"),
            withIntermediateDirectories: true)
        try "XDG_PICTURES_DIR=\"\(pictures.path)\"\n"
            .write(to: home.appendingPathComponent("config/user-dirs.dirs"), atomically: true, encoding: .utf8)
    }

    override func setUpWithError() throws {
        try XCTSkipIf(ProcessInfo.processInfo.environment["DISPLAY"] == nil, "no display: run the suite under xvfb-run")
        server = try FixtureServer(arguments: ["--key", Self.key] + serverArguments)
        accessibilityBus = readsAccessibility ? try PrivateSessionBus() : nil
        let accessibility = accessibilityBus.map { $0.environment.merging(["NO_AT_BRIDGE": "0"]) { $1 } } ?? [:]
        app = try AppUnderTest(
            arguments: appArguments(server: server),
            environment: accessibility.merging(appEnvironment) { $1 }.merging(["PIXABAY_API_KEY": Self.key]) { $1 },
            prepare: prepareHome)
    }

    /// Types `query`, presses Enter and waits for the first rows; returns how many.
    @discardableResult
    func search(_ query: String, file: StaticString = #filePath, line: UInt = #line) throws -> Int {
        let before = app.events.count
        try app.type(query)
        try app.press("Return")
        let rows = try app.waitForEvent(after: before, file: file, line: line) { $0.hasRows }
        return rows.rowCount ?? 0
    }

    /// Presses End until `total` rows are in, then checks that End asks for nothing more.
    func pageToTheEnd(_ total: Int, file: StaticString = #filePath, line: UInt = #line) throws {
        try app.press("Down")
        while !app.events.contains(.rows(total)) {
            let before = app.events.count
            try app.press("End")
            try app.waitForEvent(after: before, file: file, line: line) { $0.kind == .rows }
        }
        let atTheEnd = app.events.count
        try app.press("End")
        try app.barrier(file: file, line: line)
        XCTAssertEqual(app.events(since: atTheEnd) { $0 == .loadingMore(true) }, [], "nothing past the end",
                       file: file, line: line)
    }

    /// Clicks the detail pane's Copy Credit and returns what the clipboard then holds.
    func copyCredit(file: StaticString = #filePath, line: UInt = #line) throws -> String {
        let bounds = try app.settledEvent(file: file, line: line) { $0.isBounds(of: .credit) }
        let before = app.events.count
        let centre = app.centre(of: bounds)
        try app.click(x: centre.x, y: centre.y)
        try app.waitForEvent(after: before, file: file, line: line) { $0.kind == .clipboardText }
        return try app.clipboard(type: "UTF8_STRING")
    }

    override func tearDown() {
        if let app { XCTAssertEqual(app.unreadableLines, [], "every line of the event log reads back as an event") }
        app = nil
        server?.stop()
        accessibilityBus = nil
    }
}
