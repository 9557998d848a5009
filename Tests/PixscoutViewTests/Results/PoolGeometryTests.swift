import XCTest
@testable import PixscoutView

/// The results view's arithmetic, without a window: which results the pool binds, how tall the
/// spacers are, what is on screen, where to scroll.
final class PoolGeometryTests: XCTestCase {
    private func geometry(count: Int, poolSize: Int = 12, first: Int = 0) -> PoolGeometry {
        PoolGeometry(count: count, rowHeight: 100, poolSize: poolSize, first: first)
    }

    func testThePoolCoversAScreenAndAHalfWithASpareRowAtEachEnd() {
        let geometry = geometry(count: 5000)
        XCTAssertEqual(geometry.visibleRowCount(pageSize: 650), 7)
        XCTAssertEqual(geometry.wantedPoolSize(pageSize: 650), 13)
        XCTAssertEqual(geometry.visibleRowCount(pageSize: 0), 1, "at least one row before the first layout")
    }

    func testTheSpacersStandForEveryResultOutsideThePool() {
        let middle = geometry(count: 5000, first: 2500)
        XCTAssertEqual(middle.bound, 2500..<2512)
        XCTAssertEqual(middle.topSpacerHeight, 250_000)
        XCTAssertEqual(middle.bottomSpacerHeight, (5000 - 2512) * 100)
        XCTAssertEqual(middle.topSpacerHeight + middle.bound.count * 100 + middle.bottomSpacerHeight, 5000 * 100,
                       "the scrollbar spans every result")
        let short = geometry(count: 8)
        XCTAssertEqual(short.bound, 0..<8, "no spare rows past the last result")
        XCTAssertEqual(short.bottomSpacerHeight, 0)
        XCTAssertEqual(geometry(count: 0).bound, 0..<0)
    }

    func testThePoolCentresOnWhatIsOnScreen() {
        let geometry = geometry(count: 5000)
        XCTAssertEqual(geometry.firstResult(offset: 0, pageSize: 700), 0)
        XCTAssertEqual(geometry.firstResult(offset: 250_000, pageSize: 700), 2500 - (12 - 7) / 2)
        XCTAssertEqual(geometry.firstResult(offset: 499_300, pageSize: 700), 5000 - 12,
            "the pool ends with the last result")
        XCTAssertEqual(geometry.onScreen(offset: 250_050, pageSize: 700), 2500..<2508, "a row partly in view counts")
        XCTAssertEqual(geometry.visible(offset: 499_300, pageSize: 700), 4993..<5000)
        XCTAssertNil(geometry.visible(offset: 0, pageSize: 0), "nothing before the first layout")
        XCTAssertNil(self.geometry(count: 0).visible(offset: 0, pageSize: 700))
    }

    func testScrollingShowsARowWhollyOrNotAtAll() {
        let geometry = geometry(count: 5000)
        XCTAssertNil(geometry.offset(showing: 3, from: 0, pageSize: 700), "already on screen")
        XCTAssertEqual(geometry.offset(showing: 9, from: 0, pageSize: 700), 300, "scrolled until its bottom shows")
        XCTAssertEqual(geometry.offset(showing: 2, from: 500, pageSize: 700), 200, "scrolled up to its top")
        XCTAssertEqual(geometry.pageStep(pageSize: 700), 6, "a screen, less the row kept in view")
        XCTAssertEqual(geometry.pageStep(pageSize: 50), 1)
    }
}
