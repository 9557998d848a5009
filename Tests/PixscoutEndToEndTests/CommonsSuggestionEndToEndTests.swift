import Foundation
import PixscoutProbe
import PixscoutTestSupport
import XCTest

/// Commons' "did you mean" below the results, a link that searches it.
final class CommonsSuggestionEndToEndTests: EndToEndTestCase {
    override func appArguments(server: FixtureServer) -> [String] {
        ["--site", "commons", "--api-url", server.rootURL + "w/api.php"]
    }

    func testDidYouMeanIsALinkThatSearchesIt() throws {
        let before = app.events.count
        try app.type("skye")
        try app.press("Return")
        try app.waitForEvent(.status(.noResults(query: "skye")), after: before)
        try app.waitForEvent(.suggestion("sky"), after: before)
        let bounds = try app.settledEvent { $0.isBounds(of: .suggestion) }
        let link = try XCTUnwrap(bounds.rectangle)
        _ = try app.screenshot(named: "commons-did-you-mean")
        let clicked = app.events.count
        // The link is the sentence's last word.
        try app.click(x: link.x + link.width - 12, y: link.y + link.height / 2)
        try app.waitForEvent(.status(.searching(query: "sky")), after: clicked)
        try app.waitForEvent(after: clicked) { $0.hasRows }
        XCTAssertTrue(app.events(since: clicked) { $0.kind == .suggestion }.isEmpty,
            "no suggestion for words that were found")
    }
}
