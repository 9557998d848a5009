import Foundation
import PixscoutProbe
import PixscoutTestSupport
import XCTest

/// The results as a grid, in the real app against `scripts/serve-fixtures`: keys in two
/// dimensions, clicks on tiles, and the choice kept for the next start.
final class GridEndToEndTests: EndToEndTestCase {
    /// A tile's place, as the probe's `row-bounds INDEX X Y W H` says it.
    private struct Tile {
        let index: Int
        let x: Int, y: Int, width: Int, height: Int
        var centre: (x: Int, y: Int) { (x + width / 2, y + height / 2) }
    }

    /// Switches to the grid (Ctrl+2) and reads where its first tiles are once laid out.
    private func showGrid() throws -> [Tile] {
        let before = app.events.count
        try app.press("ctrl+2")
        try app.waitForEvent(.resultsLayout("grid"), after: before)
        try app.waitForEvent(after: before) { $0.kind == .rowBounds }
        try app.barrier()
        var tiles: [Int: Tile] = [:]
        for event in app.events(since: before, { $0.kind == .rowBounds }) {
            guard case .rowBounds(let index, let x, let y, let width, let height) = event else { continue }
            tiles[index] = Tile(index: index, x: x, y: y, width: width, height: height)
        }
        return tiles.values.sorted { $0.index < $1.index }
    }

    func testEveryFullLineOfTheGridEndsAtTheResultsRightEdge() throws {
        let rows = try search("clouds")
        let row = try XCTUnwrap(try app.settledEvent { $0.isRowBounds(ofRow: 0) }.rectangle)
        let tiles = try showGrid()
        let lines = Dictionary(grouping: tiles, by: \.y).values.sorted { $0[0].y < $1[0].y }
        let full = lines.filter { line in !line.contains { $0.index == rows - 1 } }
        XCTAssertGreaterThanOrEqual(full.count, 2, "\(lines.map { $0.map(\.index) })")
        for line in full {
            let right = line.map { $0.x + $0.width }.max() ?? 0
            XCTAssertEqual(Double(right), Double(row.x + row.width - 3), accuracy: 2,
                "line \(line.map(\.index)) ends at the results' edge")
        }
    }

    func testArrowsMoveAcrossAndDownTheGridAndEnterOpensThatImagesPage() throws {
        let expected = try server.blocking { try await $0.pageURLs(forQuery: "clouds", key: Self.key) }
        try search("clouds")
        let tiles = try showGrid()
        let second = try XCTUnwrap(tiles.first { $0.index == 1 })
        XCTAssertEqual(second.y, tiles[0].y, "the first two results share a line")
        let nextLine = tiles.filter { $0.y > second.y }
        let firstBelow = try XCTUnwrap(nextLine.map(\.y).min())
        let below = try XCTUnwrap(nextLine.filter { $0.y == firstBelow }
            .min { abs($0.centre.x - second.centre.x) < abs($1.centre.x - second.centre.x) })
        try app.press("Down", "Right", "Down", "Return")
        XCTAssertEqual(try app.waitForOpenedURLs(count: 1), [expected[below.index]], "the tile below the second one")
    }

    func testDoubleClickingATileOpensItsPageAndTheGridIsKeptForTheNextStart() throws {
        let expected = try server.blocking { try await $0.pageURLs(forQuery: "sun", key: Self.key) }
        try search("sun")
        let tiles = try showGrid()
        let third = try XCTUnwrap(tiles.first { $0.index == 2 })
        let before = app.events.count
        try app.click(x: third.centre.x, y: third.centre.y)
        try app.waitForEvent(after: before) { $0.kind == .detail }
        try app.doubleClick(x: third.centre.x, y: third.centre.y)
        XCTAssertEqual(try app.waitForOpenedURLs(count: 1), [expected[2]])

        try app.press("ctrl+q")
        XCTAssertTrue(app.waitForExit(timeout: AppUnderTest.patience))
        // The first app owns the home and removes it when it goes: this one comes first.
        let restarted = try AppUnderTest(
            arguments: appArguments(server: server), environment: ["PIXABAY_API_KEY": Self.key], reusing: app.home)
        try restarted.waitForEvent(.resultsLayout("grid"))
    }
}
