import XCTest
@testable import PixscoutView

/// A tile's position read to a screen reader, in the translation's own order.
final class PositionTextTests: XCTestCase {
    func testThePositionAndTotalGoWhereTheTranslationPutsThem() {
        XCTAssertEqual(PositionText(template: "%1$ld of %2$ld").text(position: 3, total: 50), "3 of 50")
        XCTAssertEqual(PositionText(template: "%1$ld / %2$ld").text(position: 3, total: 50), "3 / 50")
        XCTAssertEqual(PositionText(template: "全%2$ld件中%1$ld件目").text(position: 3, total: 50), "全50件中3件目")
        XCTAssertEqual(PositionText(template: "100% %1$ld").text(position: 3, total: 50), "100% 3")
    }
}
