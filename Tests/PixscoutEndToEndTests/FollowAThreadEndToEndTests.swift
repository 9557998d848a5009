import Foundation
import PixscoutTestSupport
import XCTest

/// From a result to more by its author (a link in the detail pane) or to images like it (the
/// image menu, by keyboard).
final class FollowAThreadEndToEndTests: EndToEndTestCase {
    override func appArguments(server: FixtureServer) -> [String] {
        ["--provider", "openverse", "--api-url", "openverse=" + server.rootURL + "v1/images/",
         "--api-url", "commons=" + server.rootURL + "w/api.php"]
    }

    private func selectFirst(of query: String) throws -> FixtureServer.OpenverseResult {
        let first = try XCTUnwrap(try server.blocking { try await $0.openverseResults(forQuery: query) }.first)
        _ = try search(query)
        try app.press("Down")
        try app.waitForEvent { $0.hasPrefix("detail \(first.id) ") }
        return first
    }

    func testTheDetailPaneLeadsToMoreByTheAuthor() throws {
        let first = try selectFirst(of: "sky")
        let bounds = try app.settledEvent { $0.hasPrefix("follow-ups-bounds ") }
        _ = try app.screenshot(named: "openverse-follow-ups")
        let parts = bounds.split(separator: " ").compactMap { Int($0) }
        let before = app.events.count
        // The first link: "More by …".
        try app.click(x: parts[0] + 4, y: parts[1] + parts[3] / 2)
        try app.waitForEvent(after: before) { $0 == "status searching(query: \"author:\\\"\(first.creator)\\\"\")" }
        let rows = try app.waitForEvent(after: before) { $0.hasPrefix("rows ") }
        let asked = try server.blocking { try await $0.requests() }.filter { $0.path == "/v1/images/" }.last
        XCTAssertEqual(asked?.query["creator"], first.creator, "Openverse is asked by creator")
        XCTAssertNil(asked?.query["q"])
        let byTheAuthor =
            try server.blocking { [creator = first.creator] in try await $0.openverseResults(forCreator: creator) }
        XCTAssertEqual(rows, "rows \(byTheAuthor.count)")
    }

    func testTheImageMenuFindsSimilarImagesByKeyboard() throws {
        let first = try selectFirst(of: "sky")
        let before = app.events.count
        try app.press("shift+F10")
        try app.waitForEvent(after: before) { $0 == "context-menu" }
        try app.press("m")
        try app.waitForEvent(after: before) { $0 == "status searching(query: \"similar:openverse:\(first.id)\")" }
        try app.waitForEvent(after: before) { $0.hasPrefix("rows ") && $0 != "rows 0" }
        let paths = try server.blocking { try await $0.requests() }.map(\.path)
        XCTAssertTrue(paths.contains("/v1/images/\(first.id)/related/"), "\(paths.suffix(3))")
    }
}
