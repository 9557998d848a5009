import PixscoutViewModel
import XCTest
@testable import PixscoutView

final class GridPackingTests: XCTestCase {
    private let landscape = 1.5 // 225 points wide at 150 high
    private let portrait = 2.0 / 3.0 // 100 wide
    private let standard = GridPacking(width: 700)

    func testEachTileKeepsItsImagesShapeWithinBounds() {
        XCTAssertEqual(standard.naturalWidth(aspect: 1.5), 225)
        XCTAssertEqual(standard.naturalWidth(aspect: 1), 150)
        XCTAssertEqual(standard.naturalWidth(aspect: 10), 330, "a panorama is shown whole in a wide tile")
        XCTAssertEqual(standard.naturalWidth(aspect: 0.1), 90, "a tower in a narrow one")
        XCTAssertEqual(standard.naturalWidth(aspect: nil), 225, "an unknown size as a photograph")
        XCTAssertEqual(standard.naturalWidth(aspect: .nan), 225)
        XCTAssertEqual(standard.naturalWidth(aspect: -2), 225)
    }

    func testLargerTilesAreTallerAndKeepTheirShapeSoFewerGoOnALine() {
        var large = GridPacking(width: 1000, tileHeight: GridTileSize.large.points)
        large.replace(aspects: Array(repeating: landscape, count: 8))
        XCTAssertEqual(large.tileHeight, 200)
        XCTAssertEqual(large.naturalWidth(aspect: landscape), 300, "the same shape, larger")
        XCTAssertEqual(large.results(inLine: 0), 0..<3, "three where four fit at the standard size")
        XCTAssertEqual(GridTileSize.largest.stepped(by: 1), .largest, "no larger than the largest")
        XCTAssertEqual(GridTileSize.small.stepped(by: -1), .small)
        XCTAssertEqual(GridTileSize.standard.stepped(by: 1), .large)
    }

    func testTilesPerLineFollowTheWidth() {
        let aspects = Array(repeating: landscape as Double?, count: 30)
        for (width, perLine) in [(500, 2), (700, 3), (1000, 4), (1400, 6), (200, 1)] {
            var packing = GridPacking(width: width)
            packing.replace(aspects: aspects)
            XCTAssertEqual(packing.results(inLine: 0), 0..<perLine, "at \(width) points")
            XCTAssertEqual(packing.lineCount, (30 + perLine - 1) / perLine, "at \(width) points")
        }
    }

    func testEachFullLineFillsTheWidthExactlyAndEveryTileKeepsItsShape() {
        let aspects: [Double?] = (0..<40).map { [landscape, portrait, 1.0, 2.2, landscape][$0 % 5] }
        for width in [460, 700, 1013, 1400] {
            var packing = GridPacking(width: width)
            packing.replace(aspects: aspects)
            for line in 0..<(packing.lineCount - 1) {
                let tiles = packing.results(inLine: line)
                let used = tiles.map { packing.tileWidths[$0] }.reduce(0, +) + GridPacking.spacing * (tiles.count - 1)
                XCTAssertEqual(used, width, "line \(line) fills \(width) points")
                let height = Double(packing.lineHeights[line])
                XCTAssertLessThanOrEqual(height, Double(packing.tallestLine), "never scaled up past the largest")
                for index in tiles.dropLast() {
                    let shape = Double(packing.tileWidths[index]) / height
                    XCTAssertEqual(shape, min(aspects[index] ?? 1.5, 2.2), accuracy: 0.02, "tile \(index)'s shape")
                }
            }
        }
    }

    func testTheLastLineStaysAtTheChosenHeightWhenItDoesNotFillTheWidth() {
        var packing = GridPacking(width: 1000)
        packing.replace(aspects: [landscape, landscape, landscape, landscape, landscape, portrait])
        XCTAssertEqual(packing.results(inLine: 0), 0..<4, "four landscapes come nearest the height")
        XCTAssertEqual(packing.results(inLine: 1), 4..<6)
        XCTAssertEqual(packing.lineHeights[1], 150, "the last line is not stretched")
        XCTAssertEqual(packing.tileWidths[4...], [225, 100])
        XCTAssertEqual(packing.span(of: 5), 231...331)
    }

    func testAppendingFillsTheLastLineFirst() {
        var packing = GridPacking(width: 700)
        packing.replace(aspects: [landscape, landscape])
        XCTAssertEqual(packing.lineCount, 1)
        packing.append(aspects: [landscape, landscape, landscape])
        XCTAssertEqual(packing.results(inLine: 0), 0..<3)
        XCTAssertEqual(packing.results(inLine: 1), 3..<5)
        var fresh = GridPacking(width: 700)
        fresh.replace(aspects: Array(repeating: landscape, count: 5))
        XCTAssertEqual(packing, fresh, "the same lines as packing all five at once")
    }

    func testResizingPacksTheLinesAgain() {
        var packing = GridPacking(width: 1000)
        packing.replace(aspects: Array(repeating: landscape, count: 12))
        XCTAssertEqual(packing.lineCount, 3)
        packing.resize(to: 500)
        XCTAssertEqual(packing.lineCount, 6)
        XCTAssertEqual(packing.line(of: 11), 5)
    }

    func testTheNearestTileAcrossIsWhereUpAndDownGo() {
        var packing = GridPacking(width: 700)
        packing.replace(aspects: [landscape, landscape, landscape, portrait, portrait, landscape, landscape])
        // Line 0: 0..<3 at 0, 231, 462. Line 1: 100-wide 3 and 4 at 0 and 106, then 5 at 212, 6 at 443.
        XCTAssertEqual(packing.results(inLine: 1), 3..<7)
        XCTAssertEqual(packing.result(inLine: 1, nearestTo: 574), 6, "below the third tile")
        XCTAssertEqual(packing.result(inLine: 1, nearestTo: 112), 4, "below the first tile")
        XCTAssertEqual(packing.result(inLine: 0, nearestTo: 156), 0)
    }

    func testFiveThousandResultsPackInOnePass() {
        var packing = GridPacking(width: 1200)
        packing.replace(aspects: (0..<5000).map { $0 % 3 == 0 ? portrait : landscape })
        XCTAssertEqual(packing.count, 5000)
        XCTAssertEqual(packing.results(inLine: packing.lineCount - 1).upperBound, 5000)
        XCTAssertEqual(packing.line(of: 4999), packing.lineCount - 1)
    }
}
