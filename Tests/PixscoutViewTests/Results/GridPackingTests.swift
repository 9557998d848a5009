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
        XCTAssertEqual(large.tileWidths.first, 300, "the same shape, larger")
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

    func testANarrowerImageLeavesRoomForMoreOnItsLine() {
        var packing = GridPacking(width: 460)
        packing.replace(aspects: [landscape, portrait, landscape, landscape])
        XCTAssertEqual(packing.results(inLine: 0), 0..<2, "225 + 6 + 100 fit; another 225 does not")
        XCTAssertEqual(packing.results(inLine: 1), 2..<4)
        XCTAssertEqual(packing.line(of: 3), 1)
        XCTAssertEqual(packing.span(of: 1), 231...331)
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
