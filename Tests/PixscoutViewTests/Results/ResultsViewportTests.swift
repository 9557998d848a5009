import XCTest
@testable import PixscoutView

/// Where the results stand in the viewport, worked out without a window: new and more results,
/// scrolling, what is newly on screen, and the result a new layout keeps in view.
final class ResultsViewportTests: XCTestCase {
    /// 5,000 results in the list, rows 100 points high, a pool of 12.
    private func listOf5000() -> ResultsViewport {
        var viewport = ResultsViewport()
        viewport.replace(count: 5000) { range in range.map { _ in nil } }
        viewport.setPool(size: 12, rowHeight: 100, rowChrome: 0)
        return viewport
    }

    func testScrollingMovesThePoolOnlyWhenItsFirstLineChanges() {
        var viewport = listOf5000()
        XCTAssertFalse(viewport.scroll(offset: 0, pageSize: 650), "already at the top")
        XCTAssertTrue(viewport.scroll(offset: 250_000, pageSize: 650))
        XCTAssertEqual(viewport.geometry.bound, 2498..<2510, "around line 2,500, two spare lines above it")
        XCTAssertFalse(viewport.scroll(offset: 250_010, pageSize: 650), "ten points move no line")
    }

    func testWhatIsOnScreenIsSaidOnceEachTimeItChanges() {
        var viewport = listOf5000()
        XCTAssertEqual(viewport.newlyVisible(offset: 0, pageSize: 650), 0..<7)
        XCTAssertNil(viewport.newlyVisible(offset: 10, pageSize: 650), "the same rows")
        XCTAssertEqual(viewport.newlyVisible(offset: 1000, pageSize: 650), 10..<17)
        viewport.replace(count: 50) { range in range.map { _ in nil } }
        XCTAssertEqual(viewport.geometry.first, 0, "new results show from the top")
        XCTAssertEqual(viewport.newlyVisible(offset: 1000, pageSize: 650), 10..<17, "said again for the new results")
    }

    func testANewLayoutKeepsItsAnchorUntilTheListIsLaidOutPastIt() {
        var viewport = listOf5000()
        viewport.relay(from: 4999)
        XCTAssertEqual(viewport.geometry.bound, 4988..<5000, "the pool ends with the last result")
        viewport.relay(from: 300)
        XCTAssertEqual(viewport.geometry.first, 299, "from the line before the anchor's")
        viewport.keepInView(afterLayout: 300)
        viewport.listLaidOut(length: 20_000)
        XCTAssertEqual(viewport.anchorAfterLayout, 300, "the old length ends before the anchor's line")
        viewport.listLaidOut(length: 500_000)
        XCTAssertNil(viewport.anchorAfterLayout, "let go once the list reaches past it")
    }

    func testTheGridPacksItsLinesForTheWidthAndMoreResultsJoinThem() {
        var viewport = ResultsViewport()
        viewport.setLayout(.grid, tiles: .standard, count: 40, gridWidth: 1000) { range in range.map { _ in 1.5 } }
        let lines = viewport.lines.lineCount
        XCTAssertGreaterThan(lines, 1)
        XCTAssertLessThan(lines, 40, "several tiles a line")
        XCTAssertEqual(viewport.geometry.poolSize, 0, "a new layout's pool is not measured yet")
        viewport.updateLineHeights()
        XCTAssertEqual(viewport.geometry.count, lines)
        XCTAssertTrue(viewport.resize(toWidth: 500))
        XCTAssertGreaterThan(viewport.lines.lineCount, lines, "a narrower grid has more lines")
        viewport.append(40..<80) { range in range.map { _ in 1.5 } }
        XCTAssertEqual(viewport.lines.count, 80)
        XCTAssertEqual(viewport.geometry.count, viewport.lines.lineCount)
    }
}
