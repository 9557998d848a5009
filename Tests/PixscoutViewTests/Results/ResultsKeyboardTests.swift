import GtkKit
import XCTest
@testable import PixscoutView

/// Where the arrows, pages, Home and End move the selection, within the results.
final class ResultsKeyboardTests: XCTestCase {
    private func target(_ key: KeyPress.Key, from selected: Int?, count: Int = 100) -> Int? {
        ResultsKeyboard.target(of: key, from: selected, count: count, pageStep: 6)
    }

    func testKeysMoveWithinTheResults() {
        XCTAssertEqual(target(.down, from: nil), 0, "Down selects the first result")
        XCTAssertEqual(target(.down, from: 4), 5)
        XCTAssertEqual(target(.up, from: 0), 0, "never before the first")
        XCTAssertEqual(target(.down, from: 99), 99, "never past the last")
        XCTAssertEqual(target(.pageDown, from: 10), 16)
        XCTAssertEqual(target(.pageUp, from: 3), 0)
        XCTAssertEqual(target(.pageDown, from: 97), 99)
        XCTAssertEqual(target(.home, from: 50), 0)
        XCTAssertEqual(target(.end, from: nil), 99)
        XCTAssertNil(target(.enter, from: 3), "Enter is an action, not a move")
        XCTAssertNil(target(.down, from: nil, count: 0), "nothing to move through")
    }
}
