import Foundation
import PixscoutProbe
import PixscoutTestSupport
import XCTest

/// A tag in the detail pane is a link: clicking it searches for it.
final class FollowATagEndToEndTests: EndToEndTestCase {
    func testClickingATagSearchesForIt() throws {
        let hits = try server.blocking { try await $0.pixabayHits(forQuery: "blue", key: Self.key) }
        let tag = try XCTUnwrap(hits.first?.tags.components(separatedBy: ",")
            .first?.trimmingCharacters(in: .whitespaces))
        try search("blue")
        try app.press("Down")
        try app.waitForEvent { $0.detailID == "\(hits[0].id)" }
        let bounds = try app.settledEvent { $0.isBounds(of: .tags) }
        let tags = try XCTUnwrap(bounds.rectangle)
        let before = app.events.count
        try app.click(x: tags.x + 4, y: tags.y + tags.height / 2)
        try app.waitForEvent(.status(.searching(query: tag)), after: before)
        try app.waitForEvent(after: before) { $0.kind == .rows }
        let asked = try server.blocking { try await $0.requests() }.filter { $0.path == "/api/" }
            .compactMap { $0.query["q"] }
        XCTAssertEqual(asked.last, tag, "the library is asked for the tag")
    }
}
