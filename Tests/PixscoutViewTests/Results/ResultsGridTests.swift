import CGtk
import GtkKit
import PixscoutTestSupport
import PixscoutViewModel
import XCTest
@testable import PixscoutView

/// The tiles the grid shows now, strip by strip from the top, with their results.
@MainActor
private func shownLines(_ view: ResultsView) -> [[(index: Int, tile: PictureTile)]] {
    (0..<view.list.rowCount).compactMap { view.list.row(at: $0) }.filter(\.isVisible)
        .compactMap { (view.poolLine(for: $0) as? GridStrip)?.shownTiles }
}

/// The results the grid shows as selected.
@MainActor
private func selectedTiles(_ view: ResultsView) -> [Int] {
    shownLines(view).joined().filter(\.tile.isSelected).map(\.index).sorted()
}

/// The results grid against a mock view model, in a real window: the same pool of rows as the
/// list, each a strip of tiles.
final class ResultsGridTests: GtkTestCase {
    func testTilesPerLineFollowTheWidthAndKeepTheImagesShape() {
        onGtkThread {
            let (_, narrow, narrowWindow) = makeView(results: 60, layout: .grid, width: 600)
            let (_, wide, wideWindow) = makeView(results: 60, layout: .grid, width: 1200)
            let narrowFirst = shownLines(narrow)[0]
            let wideFirst = shownLines(wide)[0]
            XCTAssertGreaterThan(wideFirst.count, narrowFirst.count, "a wider window fits more tiles on a line")
            for (lines, view) in [(shownLines(narrow), narrow), (shownLines(wide), wide)] {
                for tile in lines.joined() {
                    XCTAssertEqual(tile.tile.allocation.width, tile.index % 3 == 2 ? 100 : 225,
                        "image \(tile.index) keeps its shape")
                    XCTAssertEqual(tile.tile.allocation.height, GridTileSize.standard.points)
                }
                let used = lines[0].map(\.tile.allocation.width).reduce(0,
                    +) + GridPacking.spacing * (lines[0].count - 1)
                XCTAssertLessThanOrEqual(used, view.gridWidth, "a line fits the width")
                XCTAssertGreaterThan(used + GridPacking.spacing + 225, view.gridWidth, "and takes as many as fit")
            }
            narrowWindow.destroy()
            wideWindow.destroy()
        }
    }

    func testArrowsMoveInTwoDimensionsAndEnterOpensTheTileSelected() {
        onGtkThread {
            let (viewModel, view, window) = makeView(results: 5000, layout: .grid, width: 800)
            view.select(0)
            press(GDK_KEY_Right, on: view.list)
            XCTAssertEqual(viewModel.selectedIndex.value, 1)
            let above = shownLines(view)[0].first { $0.index == 1 }!.tile.allocation
            press(GDK_KEY_Down, on: view.list)
            let below = viewModel.selectedIndex.value!
            XCTAssertEqual(view.lines.line(of: below), 1, "Down goes to the next line")
            let tile = shownLines(view)[1].first { $0.index == below }!.tile.allocation
            let centre = { (place: (x: Int, y: Int, width: Int, height: Int)) in place.x + place.width / 2 }
            for other in shownLines(view)[1] {
                XCTAssertLessThanOrEqual(abs(centre(tile) - centre(above)),
                    abs(centre(other.tile.allocation) - centre(above)),
                                         "to the tile nearest across")
            }
            press(GDK_KEY_Left, on: view.list)
            XCTAssertEqual(viewModel.selectedIndex.value, below - 1)
            press(GDK_KEY_Up, on: view.list)
            XCTAssertEqual(view.lines.line(of: viewModel.selectedIndex.value!), 0)
            press(GDK_KEY_Page_Down, on: view.list)
            XCTAssertGreaterThan(view.lines.line(of: viewModel.selectedIndex.value!), 2,
                "a page moves by a screenful of lines")
            press(GDK_KEY_End, on: view.list)
            drainMainLoop()
            XCTAssertEqual(viewModel.selectedIndex.value, 4999)
            XCTAssertTrue(shownLines(view).joined().contains { $0.index == 4999 },
                "the last tile is scrolled into view")
            press(GDK_KEY_Return, on: view.list)
            XCTAssertEqual(viewModel.opened, [4999])
            window.destroy()
        }
    }

    func testASelectionOfSeveralSurvivesScrollingAndTheTilesShowIt() {
        onGtkThread {
            let (viewModel, view, window) = makeView(results: 1000, layout: .grid)
            view.select(1)
            press(GDK_KEY_Right, on: view.list, shift: true)
            press(GDK_KEY_Right, on: view.list, shift: true)
            XCTAssertEqual(Array(viewModel.selection.selectedIndices.value), [1, 2, 3])
            XCTAssertEqual(selectedTiles(view), [1, 2, 3])
            view.scroll(to: view.scrollRange / 2)
            drainMainLoop()
            XCTAssertEqual(selectedTiles(view), [], "no recycled tile pretends to be selected")
            view.scroll(to: 0)
            drainMainLoop()
            XCTAssertEqual(selectedTiles(view), [1, 2, 3])
            window.destroy()
        }
    }

    func testANewPageFillsTheLastLineAndTheFocusStaysOnItsTile() {
        onGtkThread {
            let (viewModel, view, window) = makeView(results: 50, layout: .grid)
            view.select(49)
            XCTAssertTrue(view.list.containsFocus)
            let lastLine = view.lines.line(of: 49)
            let before = view.lines.results(inLine: lastLine)
            viewModel.appendResults(50)
            drainMainLoop()
            XCTAssertTrue(view.list.containsFocus, "the selected tile keeps the keyboard focus")
            XCTAssertEqual(view.lines.results(inLine: lastLine).lowerBound, before.lowerBound,
                "the line starts where it did")
            XCTAssertGreaterThanOrEqual(view.lines.results(inLine: lastLine).count, before.count)
            let shown = Set(shownLines(view).joined().map(\.index))
            XCTAssertTrue(view.lines.results(inLine: lastLine).allSatisfy(shown.contains),
                "the line that grew shows all its tiles")
            press(GDK_KEY_End, on: view.list)
            XCTAssertEqual(viewModel.selectedIndex.value, 99, "End reaches the new last image")
            window.destroy()
        }
    }

    func testTheKeysStillReachTheResultsWhenTheFocusedTilesStripIsReusedWithFewerTiles() {
        onGtkThread {
            // Three tiles a line, the last line two. Scrolled to the end, the strip of line 3
            // (the fourth from the top) is reused for the last line, hiding its third tile.
            let (viewModel, view, window) = makeView(results: 50, layout: .grid, width: 700)
            XCTAssertEqual(view.lines.results(inLine: 3), 9..<12)
            view.select(11)
            XCTAssertTrue(view.list.containsFocus)
            let strip = view.poolLine(showing: 11)?.row
            view.scroll(to: view.scrollRange)
            drainMainLoop()
            XCTAssertTrue(view.poolLine(showing: 49)?.row === strip,
                "the strip is reused for the last line, as this test means")
            XCTAssertTrue(view.list.containsFocus, "the focus stays in the results")
            press(GDK_KEY_End, on: window)
            XCTAssertEqual(viewModel.selectedIndex.value, 49,
                "End, pressed anywhere in the window, reaches the results")
            window.destroy()
        }
    }

    func testFiveThousandResultsKeepAFixedPoolOfStrips() {
        onGtkThread {
            let (_, view, window) = makeView(results: 5000, layout: .grid)
            let rowHeight = view.list.row(at: 0)!.allocation.height
            XCTAssertLessThanOrEqual(view.list.rowCount, 30, "a screen and a half of strips, not 5,000 tiles")
            XCTAssertEqual(view.scrollRange, Double(view.lines.lineCount * rowHeight), accuracy: Double(rowHeight),
                           "the scrollbar spans every line")
            view.scroll(to: view.scrollRange - 700)
            drainMainLoop()
            XCTAssertTrue(shownLines(view).joined().contains { $0.index == 4999 })
            XCTAssertLessThanOrEqual(view.list.rowCount, 30)
            window.destroy()
        }
    }

    func testAScreenReaderReadsEachTileByNameAndPosition() {
        onGtkThread {
            let (_, view, window) = makeView(results: 50, layout: .grid)
            let tiles = Array(shownLines(view).joined())
            XCTAssertEqual(tiles.prefix(3).map(\.tile.accessibleName),
                ["Image 0, by Author 0", "Image 1, by Author 1", "Image 2, by Author 2"])
            XCTAssertEqual(tiles.prefix(2).map(\.tile.accessibleDescription), ["1 of 50", "2 of 50"])
            window.destroy()
        }
    }

    func testSwitchingToTheGridAndBackKeepsTheSelectionInView() {
        onGtkThread {
            let (viewModel, view, window) = makeView(results: 5000)
            view.select(2500)
            view.setLayout(.grid)
            iterateMainLoop(until: "the selected tile in view") { selectedTiles(view) == [2500] }
            XCTAssertEqual(viewModel.results.previewBoxes.last?.height, GridTileSize.standard.points,
                "previews are made for the tiles")
            view.setLayout(.list)
            iterateMainLoop(until: "the selected row in view") { shownNames(view).contains("Image 2500, by Author "
                + "2500") }
            XCTAssertEqual(viewModel.results.previewBoxes.last, PreviewBox.row)
            window.destroy()
        }
    }
}
