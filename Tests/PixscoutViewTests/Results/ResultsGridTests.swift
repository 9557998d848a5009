import CGtk
import GtkKit
import PixscoutTestSupport
import PixscoutViewModel
import XCTest
@testable import PixscoutView

/// The tiles the grid shows now, strip by strip from the top, with their results.
@MainActor
private func shownLines(_ view: ResultsView) -> [[(index: Int, tile: PictureTile)]] {
    (0..<view.rows.list.rowCount).compactMap { view.rows.list.row(at: $0) }.filter(\.isVisible)
        .compactMap { (view.rows.pool.line(for: $0) as? GridStrip)?.shownTiles }
}

/// The results the grid shows as selected.
@MainActor
private func selectedTiles(_ view: ResultsView) -> [Int] {
    shownLines(view).joined().filter(\.tile.isSelected).map(\.index).sorted()
}

/// The results grid against a mock view model, in a real window: the same pool of rows as the
/// list, each a strip of tiles.
final class ResultsGridTests: GtkTestCase {
    func testEachLineFillsTheWidthAndEveryTileKeepsItsImagesShape() {
        onGtkThread {
            let (_, narrow, narrowWindow) = makeView(results: 60, layout: .grid, width: 600)
            let (_, wide, wideWindow) = makeView(results: 60, layout: .grid, width: 1200)
            let narrowFirst = shownLines(narrow)[0]
            let wideFirst = shownLines(wide)[0]
            XCTAssertGreaterThan(wideFirst.count, narrowFirst.count, "a wider window fits more tiles on a line")
            for (lines, view) in [(shownLines(narrow), narrow), (shownLines(wide), wide)] {
                // Every line but the last of the 60 results, which need not fill the width.
                for line in lines where (line.last?.index ?? 59) < 59 {
                    let height = line[0].tile.allocation.height
                    for tile in line.dropLast() {
                        XCTAssertEqual(tile.tile.allocation.height, height, "one height a line")
                        let shape = Double(tile.tile.allocation.width) / Double(height)
                        XCTAssertEqual(shape, tile.index % 3 == 2 ? 2.0 / 3.0 : 1.5, accuracy: 0.03,
                            "image \(tile.index) keeps its shape")
                    }
                    let used = line.map(\.tile.allocation.width).reduce(0, +) + GridPacking.spacing * (line.count - 1)
                    XCTAssertEqual(used, view.rows.gridWidth, "a line fills the width")
                }
            }
            narrowWindow.destroy()
            wideWindow.destroy()
        }
    }

    func testArrowsMoveInTwoDimensionsAndEnterOpensTheTileSelected() {
        onGtkThread {
            let (viewModel, view, window) = makeView(results: 5000, layout: .grid, width: 800)
            view.select(0)
            press(GDK_KEY_Right, on: view.rows.list)
            XCTAssertEqual(viewModel.selectedIndex.value, 1)
            let above = shownLines(view)[0].first { $0.index == 1 }!.tile.allocation
            press(GDK_KEY_Down, on: view.rows.list)
            let below = viewModel.selectedIndex.value!
            XCTAssertEqual(view.rows.lines.line(of: below), 1, "Down goes to the next line")
            let tile = shownLines(view)[1].first { $0.index == below }!.tile.allocation
            let centre = { (place: (x: Int, y: Int, width: Int, height: Int)) in place.x + place.width / 2 }
            for other in shownLines(view)[1] {
                XCTAssertLessThanOrEqual(abs(centre(tile) - centre(above)),
                    abs(centre(other.tile.allocation) - centre(above)),
                                         "to the tile nearest across")
            }
            press(GDK_KEY_Left, on: view.rows.list)
            XCTAssertEqual(viewModel.selectedIndex.value, below - 1)
            press(GDK_KEY_Up, on: view.rows.list)
            XCTAssertEqual(view.rows.lines.line(of: viewModel.selectedIndex.value!), 0)
            press(GDK_KEY_Page_Down, on: view.rows.list)
            XCTAssertGreaterThan(view.rows.lines.line(of: viewModel.selectedIndex.value!), 2,
                "a page moves by a screenful of lines")
            press(GDK_KEY_End, on: view.rows.list)
            drainMainLoop()
            XCTAssertEqual(viewModel.selectedIndex.value, 4999)
            XCTAssertTrue(shownLines(view).joined().contains { $0.index == 4999 },
                "the last tile is scrolled into view")
            press(GDK_KEY_Return, on: view.rows.list)
            XCTAssertEqual(viewModel.asked.map(\.action), [.openPage])
            XCTAssertEqual(viewModel.asked.map(\.selected), [4999], "Enter opens the selected tile")
            window.destroy()
        }
    }

    func testASelectionOfSeveralSurvivesScrollingAndTheTilesShowIt() {
        onGtkThread {
            let (viewModel, view, window) = makeView(results: 1000, layout: .grid)
            view.select(1)
            press(GDK_KEY_Right, on: view.rows.list, shift: true)
            press(GDK_KEY_Right, on: view.rows.list, shift: true)
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
            XCTAssertTrue(view.rows.list.containsFocus)
            let lastLine = view.rows.lines.line(of: 49)
            let before = view.rows.lines.results(inLine: lastLine)
            viewModel.appendResults(50)
            drainMainLoop()
            XCTAssertTrue(view.rows.list.containsFocus, "the selected tile keeps the keyboard focus")
            XCTAssertEqual(view.rows.lines.results(inLine: lastLine).lowerBound, before.lowerBound,
                "the line starts where it did")
            XCTAssertGreaterThanOrEqual(view.rows.lines.results(inLine: lastLine).count, before.count)
            let shown = Set(shownLines(view).joined().map(\.index))
            XCTAssertTrue(view.rows.lines.results(inLine: lastLine).allSatisfy(shown.contains),
                "the line that grew shows all its tiles")
            press(GDK_KEY_End, on: view.rows.list)
            XCTAssertEqual(viewModel.selectedIndex.value, 99, "End reaches the new last image")
            window.destroy()
        }
    }

    func testTheKeysStillReachTheResultsWhenTheFocusedTilesStripIsReusedWithFewerTiles() throws {
        try onGtkThread {
            // Scrolled to the end, the strip of a line near the top is reused for the last line,
            // which has fewer tiles: the focused tile, one the last line does not need, hides.
            // A count of results whose last line holds one tile.
            var made = makeView(results: 50, layout: .grid, width: 700)
            for count in 51...60 where made.1.rows.lines.results(inLine: made.1.rows.lines.lineCount - 1).count > 1 {
                made.2.destroy()
                made = makeView(results: count, layout: .grid, width: 700)
            }
            let (viewModel, view, window) = made
            let last = view.rows.lines.count - 1
            let lastLine = view.rows.lines.results(inLine: view.rows.lines.lineCount - 1)
            view.scroll(to: view.scrollRange)
            drainMainLoop()
            let reused = try XCTUnwrap(view.rows.poolLine(showing: last)?.row)
            view.scroll(to: 0)
            drainMainLoop()
            let line = (0..<view.rows.lines.lineCount).first { line in
                view.rows.poolLine(showing: view.rows.lines.results(inLine: line).lowerBound)?.row === reused
            }
            let strip = try XCTUnwrap(line, "a strip shown at the top shows the last line")
            let tiles = view.rows.lines.results(inLine: strip)
            XCTAssertGreaterThan(tiles.count, lastLine.count, "the last line has fewer tiles, as this test means")
            view.select(tiles.upperBound - 1)
            XCTAssertTrue(view.rows.list.containsFocus)
            view.scroll(to: view.scrollRange)
            drainMainLoop()
            XCTAssertTrue(view.rows.poolLine(showing: last)?.row === reused)
            XCTAssertTrue(view.rows.list.containsFocus, "the focus stays in the results")
            press(GDK_KEY_End, on: window)
            XCTAssertEqual(viewModel.selectedIndex.value, last,
                "End, pressed anywhere in the window, reaches the results")
            window.destroy()
        }
    }

    func testFiveThousandResultsKeepAFixedPoolOfStrips() {
        onGtkThread {
            let (_, view, window) = makeView(results: 5000, layout: .grid)
            let rowHeight = view.rows.list.row(at: 0)!.allocation.height
            let around = rowHeight - view.rows.lines.lineHeight(0)
            let lines = (0..<view.rows.lines.lineCount).map { view.rows.lines.lineHeight($0) + around }.reduce(0, +)
            XCTAssertLessThanOrEqual(view.rows.list.rowCount, 30, "a screen and a half of strips, not 5,000 tiles")
            XCTAssertEqual(view.scrollRange, Double(lines), accuracy: Double(rowHeight),
                           "the scrollbar spans every line, each as high as its tiles")
            view.scroll(to: view.scrollRange - 700)
            drainMainLoop()
            XCTAssertTrue(shownLines(view).joined().contains { $0.index == 4999 })
            XCTAssertLessThanOrEqual(view.rows.list.rowCount, 30)
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

    func testResultsShownAgainInAWiderWindowNameOnlyTheScreenTheyFill() {
        onGtkThread {
            let (viewModel, view, window) = makeView(results: 200, layout: .grid, width: 600)
            // No results: the empty page shows while the window widens under it.
            viewModel.replaceResults(count: 0)
            gtk_window_resize(UnsafeMutablePointer<GtkWindow>(OpaquePointer(window.widgetPointer)), 1200, 700)
            iterateMainLoop(until: "the wider window") { window.allocation.width >= 1200 }
            drainMainLoop()
            viewModel.results.visibleRows = []
            viewModel.replaceResults(count: 200)
            iterateMainLoop(until: "the grid on screen") { !viewModel.visibleRows.isEmpty }
            drainMainLoop()
            XCTAssertEqual(viewModel.visibleRows.count, 1,
                "the results on screen are named once, not first as lines packed for the narrower window: "
                    + "\(viewModel.visibleRows)")
            XCTAssertEqual(viewModel.visibleRows.last, view.rows.lines.results(inLines: view.rows.onScreen),
                "the results named are those in the wider window's lines on screen")
            window.destroy()
        }
    }

    func testSwitchingToTheGridAndBackKeepsTheSelectionInView() {
        onGtkThread {
            let (viewModel, view, window) = makeView(results: 5000)
            view.select(2500)
            view.setLayout(.grid)
            iterateMainLoop(until: "the selected tile in view") { selectedTiles(view) == [2500] }
            XCTAssertEqual(viewModel.results.previewBoxes.last?.height, view.rows.lines.largestTile.height,
                "previews are made for the largest tiles")
            view.setLayout(.list)
            iterateMainLoop(until: "the selected row in view") { shownNames(view).contains("Image 2500, by Author "
                + "2500") }
            XCTAssertEqual(viewModel.results.previewBoxes.last, PreviewBox.row)
            window.destroy()
        }
    }
}
