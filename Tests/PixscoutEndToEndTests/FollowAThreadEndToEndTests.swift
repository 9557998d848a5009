import Foundation
import PixscoutProbe
import PixscoutTestSupport
import XCTest

/// From a result to more by its author (a link in the detail pane) or to images like it (the
/// image menu, by keyboard).
final class FollowAThreadEndToEndTests: EndToEndTestCase {
    override func appArguments(server: FixtureServer) -> [String] {
        ["--site", "openverse", "--api-url", "openverse=" + server.rootURL + "v1/images/",
         "--api-url", "commons=" + server.rootURL + "w/api.php"]
    }

    private func selectFirst(of query: String) throws -> FixtureServer.OpenverseResult {
        let first = try XCTUnwrap(try server.blocking { try await $0.openverseResults(forQuery: query) }.first)
        _ = try search(query)
        try app.press("Down")
        try app.waitForEvent { $0.detailID == first.id }
        return first
    }

    func testTheDetailPaneLeadsToMoreByTheAuthor() throws {
        let first = try selectFirst(of: "sky")
        let bounds = try app.settledEvent { $0.isBounds(of: .followUps) }
        _ = try app.screenshot(named: "openverse-follow-ups")
        let links = try XCTUnwrap(bounds.rectangle)
        let before = app.events.count
        // The first link: "More by …".
        try app.click(x: links.x + 4, y: links.y + links.height / 2)
        try app.waitForEvent(after: before) { $0 == .status(.searching(query: "author:\"\(first.creator)\"")) }
        let rows = try app.waitForEvent(after: before) { $0.kind == .rows }
        let asked = try server.blocking { try await $0.requests() }.filter { $0.path == "/v1/images/" }.last
        XCTAssertEqual(asked?.query["creator"], first.creator, "Openverse is asked by creator")
        XCTAssertNil(asked?.query["q"])
        let byTheAuthor =
            try server.blocking { [creator = first.creator] in try await $0.openverseResults(forCreator: creator) }
        XCTAssertEqual(rows, .rows(byTheAuthor.count))
    }

    func testTheImageMenuFindsSimilarImagesByKeyboard() throws {
        let first = try selectFirst(of: "sky")
        let before = app.events.count
        try app.press("shift+F10")
        try app.waitForEvent(.contextMenu, after: before)
        try app.press("m")
        try app.waitForEvent(.status(.searching(query: "similar:openverse:\(first.id)")), after: before)
        try app.waitForEvent(after: before) { $0.hasRows }
        let paths = try server.blocking { try await $0.requests() }.map(\.path)
        XCTAssertTrue(paths.contains("/v1/images/\(first.id)/related/"), "\(paths.suffix(3))")
    }
}
