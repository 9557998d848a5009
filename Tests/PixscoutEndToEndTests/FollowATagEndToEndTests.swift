import Foundation
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
        try app.waitForEvent { $0.hasPrefix("detail \(hits[0].id) ") }
        let bounds = try app.settledEvent { $0.hasPrefix("tags-bounds ") }
        let parts = bounds.split(separator: " ").compactMap { Int($0) }
        let before = app.events.count
        try app.click(x: parts[0] + 4, y: parts[1] + parts[3] / 2)
        try app.waitForEvent(after: before) { $0 == "status searching(query: \"\(tag)\")" }
        try app.waitForEvent(after: before) { $0.hasPrefix("rows ") }
        let asked = try server.blocking { try await $0.requests() }.filter { $0.path == "/api/" }
            .compactMap { $0.query["q"] }
        XCTAssertEqual(asked.last, tag, "the library is asked for the tag")
    }
}
