import Foundation
import PixscoutTestSupport
import XCTest

/// Commons' "did you mean" below the results, a link that searches it.
final class CommonsSuggestionEndToEndTests: EndToEndTestCase {
    override func appArguments(server: FixtureServer) -> [String] {
        ["--provider", "commons", "--api-url", server.rootURL + "w/api.php"]
    }

    func testDidYouMeanIsALinkThatSearchesIt() throws {
        let before = app.events.count
        try app.type("skye")
        try app.press("Return")
        try app.waitForEvent(after: before) { $0 == "status noResults(query: \"skye\")" }
        try app.waitForEvent(after: before) { $0 == "suggestion sky" }
        let bounds = try app.settledEvent { $0.hasPrefix("suggestion-bounds ") }
        let parts = bounds.split(separator: " ").compactMap { Int($0) }
        _ = try app.screenshot(named: "commons-did-you-mean")
        let clicked = app.events.count
        // The link is the sentence's last word.
        try app.click(x: parts[0] + parts[2] - 12, y: parts[1] + parts[3] / 2)
        try app.waitForEvent(after: clicked) { $0 == "status searching(query: \"sky\")" }
        try app.waitForEvent(after: clicked) { $0.hasPrefix("rows ") && $0 != "rows 0" }
        XCTAssertTrue(app.events(since: clicked) { $0.hasPrefix("suggestion ") }.isEmpty,
            "no suggestion for words that were found")
    }
}
