import CGtk
import GtkKit
import PixscoutTestSupport
import PixscoutViewModel
import XCTest
@testable import PixscoutView

/// The recycled-row results view against a mock view model, in a real window.
final class ResultsViewTests: GtkTestCase {
    func testFiveThousandResultsKeepAFixedPoolOfRowsAndAFullLengthScrollbar() {
        onGtkThread {
            let (_, view, window) = makeView(results: 5000)
            let rowHeight = view.rows.list.row(at: 0)!.allocation.height
            XCTAssertLessThanOrEqual(view.rows.list.rowCount, 30, "a screen and a half of rows, not 5,000")
            XCTAssertGreaterThanOrEqual(view.rows.list.rowCount, 7)
            XCTAssertEqual(view.scrollRange, Double(5000 * rowHeight), accuracy: Double(rowHeight),
                "the scrollbar spans every result")
            window.destroy()
        }
    }

    func testScrollingReBindsThePoolToTheResultsInViewAndReportsThem() {
        onGtkThread {
            let (viewModel, view, window) = makeView(results: 5000)
            let rowHeight = view.rows.list.row(at: 0)!.allocation.height
            view.scroll(to: Double(2500 * rowHeight))
            drainMainLoop()
            let names = shownNames(view)
            XCTAssertTrue(names.contains("Image 2500, by Author 2500"), "\(names.prefix(3))…")
            XCTAssertFalse(names.contains("Image 0, by Author 0"))
            let visible = viewModel.visibleRows.last!
            XCTAssertEqual(visible.lowerBound, 2500)
            XCTAssertTrue(names.contains("Image \(visible.upperBound - 1), by Author \(visible.upperBound - 1)"),
                          "every visible row is there, with its name")
            window.destroy()
        }
    }

    func testAResultShownAnewIsDrawnAnewWhereItIs() {
        onGtkThread {
            let (viewModel, view, window) = makeView(results: 50)
            viewModel.results.retitleResult(at: 2, to: "Image 2, also on Openverse")
            drainMainLoop()
            let titles = shownTitles(view).compactMap(\.title)
            XCTAssertEqual(Array(titles.prefix(4)), ["Image 0", "Image 1", "Image 2, also on Openverse", "Image 3"])
            window.destroy()
        }
    }

    func testRowsScrolledIntoViewBeforeTheirLaterFrameShowTheirOwnResult() {
        onGtkThread {
            let (viewModel, view, window) = makeView(results: 5000)
            let rowHeight = view.rows.list.row(at: 0)!.allocation.height
            view.scroll(to: Double(2500 * rowHeight))
            // Half a screen further before any frame: rows the first scroll placed below the
            // screen, their content left for a later frame, come into view.
            let screen = viewModel.visibleRows.last!.count
            view.scroll(to: Double((2500 + screen / 2) * rowHeight))
            let onScreen = viewModel.visibleRows.last!
            let shown = shownTitles(view).filter { row in onScreen.contains { row.name.hasPrefix("Image \($0),") } }
            XCTAssertEqual(shown.count, onScreen.count, "every row on screen is there")
            for row in shown {
                XCTAssertEqual(row.title, String(row.name.prefix { $0 != "," }),
                    "a row on screen draws the result it is named for")
            }
            window.destroy()
        }
    }

    func testTheScreenReaderSeesEveryVisibleRowWithItsName() {
        onGtkThread {
            let (_, view, window) = makeView(results: 40)
            let accessible = gtk_widget_get_accessible(view.rows.list.widgetPointer)
            let children = Int(atk_object_get_n_accessible_children(accessible))
            var names: [String] = []
            for index in 0..<children {
                guard let child = atk_object_ref_accessible_child(accessible, gint(index)) else { continue }
                let states = atk_object_ref_state_set(child)
                if atk_state_set_contains_state(states, ATK_STATE_SHOWING) != 0, let name = atk_object_get_name(child) {
                    names.append(String(cString: name))
                }
                g_object_unref(states)
                g_object_unref(child)
            }
            XCTAssertEqual(Array(names.prefix(3)),
                ["Image 0, by Author 0", "Image 1, by Author 1", "Image 2, by Author 2"])
            window.destroy()
        }
    }

    func testArrowKeysPagesHomeAndEndMoveTheSelectionThroughAllResults() {
        onGtkThread {
            let (viewModel, view, window) = makeView(results: 5000)
            view.select(0)
            press(GDK_KEY_Down, on: view.rows.list)
            press(GDK_KEY_Down, on: view.rows.list)
            XCTAssertEqual(viewModel.selectedIndex.value, 2)
            press(GDK_KEY_Page_Down, on: view.rows.list)
            let page = viewModel.selectedIndex.value!
            XCTAssertGreaterThan(page, 4, "a page moves by a screenful")
            press(GDK_KEY_End, on: view.rows.list)
            drainMainLoop()
            XCTAssertEqual(viewModel.selectedIndex.value, 4999)
            XCTAssertTrue(shownNames(view).contains("Image 4999, by Author 4999"),
                "the selection is scrolled into view")
            XCTAssertEqual(view.rows.list.selectedIndex.flatMap { view.rows.list.row(at: $0)?.accessibleName },
                "Image 4999, by Author 4999")
            press(GDK_KEY_Up, on: view.rows.list)
            XCTAssertEqual(viewModel.selectedIndex.value, 4998)
            press(GDK_KEY_Return, on: view.rows.list)
            XCTAssertEqual(viewModel.asked.map(\.action), [.openPage])
            XCTAssertEqual(viewModel.asked.map(\.selected), [4998], "Enter opens the selected result")
            press(GDK_KEY_Home, on: view.rows.list)
            drainMainLoop()
            XCTAssertEqual(viewModel.selectedIndex.value, 0)
            XCTAssertTrue(shownNames(view).contains("Image 0, by Author 0"))
            window.destroy()
        }
    }

    func testShiftArrowsAndModifiedClicksSelectSeveralRowsThatSurviveScrolling() {
        onGtkThread {
            let (viewModel, view, window) = makeView(results: 1000)
            let rowHeight = view.rows.list.row(at: 0)!.allocation.height
            view.select(1)
            press(GDK_KEY_Down, on: view.rows.list, shift: true)
            press(GDK_KEY_Down, on: view.rows.list, shift: true)
            XCTAssertEqual(Array(viewModel.selection.selectedIndices.value), [1, 2, 3])
            XCTAssertEqual(viewModel.selectedIndex.value, 3, "the focus moves on with the selection")
            let selectedNames = { () -> [String] in
                (0..<view.rows.list.rowCount).compactMap { view.rows.list.row(at: $0) }.filter { $0.isVisible
                    && $0.isSelected }.map(\.accessibleName)
            }
            XCTAssertEqual(selectedNames(), ["Image 1, by Author 1", "Image 2, by Author 2", "Image 3, by Author 3"])
            XCTAssertTrue(pressButton(at: 20, rowHeight * 5 + rowHeight / 2, on: view.rows.list, control: true))
            XCTAssertEqual(Array(viewModel.selection.selectedIndices.value), [1, 2, 3, 5])
            view.scroll(to: Double(600 * rowHeight))
            drainMainLoop()
            XCTAssertEqual(selectedNames(), [], "no recycled row pretends to be selected")
            view.scroll(to: 0)
            drainMainLoop()
            XCTAssertEqual(selectedNames().count, 4)
            press(GDK_KEY_Down, on: view.rows.list)
            XCTAssertEqual(Array(viewModel.selection.selectedIndices.value), [6], "an arrow alone selects one again")
            window.destroy()
        }
    }

    func testMovingTheSelectionPaintsTheRowsOnceInsteadOfFadingThem() {
        onGtkThread {
            let (_, view, window) = makeView(results: 40)
            view.select(0)
            let clock = Object(UnsafeMutableRawPointer(gtk_widget_get_frame_clock(window.widgetPointer)!),
                ownership: .borrow)
            var framesPainted = 0
            var lastPaint = ContinuousClock.now
            clock.connect("after-paint") {
                framesPainted += 1
                lastPaint = .now
            }
            let waitForStillness = { (what: String) in
                iterateMainLoop(until: what,
                    timeout: .seconds(3)) { ContinuousClock.now - lastPaint > .milliseconds(150) }
            }
            waitForStillness("the window to stop painting")
            framesPainted = 0
            press(GDK_KEY_Down, on: view.rows.list)
            iterateMainLoop(until: "the new selection to be painted") { framesPainted > 0 }
            waitForStillness("the window to stop painting again")
            XCTAssertLessThanOrEqual(framesPainted, 3,
                "the theme fades a selected row in over 150 ms: about nine frames")
            window.destroy()
        }
    }

    func testTheSelectionSurvivesScrollingAwayAndBack() {
        onGtkThread {
            let (viewModel, view, window) = makeView(results: 1000)
            let rowHeight = view.rows.list.row(at: 0)!.allocation.height
            view.select(3)
            view.scroll(to: Double(600 * rowHeight))
            drainMainLoop()
            XCTAssertNil(view.rows.list.selectedIndex, "no recycled row pretends to be the selection")
            XCTAssertEqual(viewModel.selectedIndex.value, 3)
            view.scroll(to: 0)
            drainMainLoop()
            XCTAssertEqual(view.rows.list.selectedIndex.flatMap { view.rows.list.row(at: $0)?.accessibleName },
                "Image 3, by Author 3")
            press(GDK_KEY_Down, on: view.rows.list)
            XCTAssertEqual(viewModel.selectedIndex.value, 4)
            window.destroy()
        }
    }

    func testAppendedResultsLengthenTheScrollbarAndANewSearchStartsAtTheTop() {
        onGtkThread {
            let (viewModel, view, window) = makeView(results: 50)
            let rowHeight = view.rows.list.row(at: 0)!.allocation.height
            viewModel.appendResults(50)
            iterateMainLoop(until: "the longer scroll range") {
                abs(view.scrollRange - Double(100 * rowHeight)) <= Double(rowHeight)
            }
            view.scroll(to: Double(80 * rowHeight))
            drainMainLoop()
            viewModel.replaceResults(count: 3)
            drainMainLoop()
            XCTAssertEqual(shownNames(view), ["Image 0, by Author 0", "Image 1, by Author 1", "Image 2, by Author 2"])
            window.destroy()
        }
    }

    func testAShortListEndsAtItsLastResultAndAClickFindsEveryRow() {
        onGtkThread {
            let (_, view, window) = makeView(results: 8)
            let rowHeight = view.rows.list.row(at: 0)!.allocation.height
            XCTAssertEqual(shownNames(view).count, 8, "no blank spare rows after the results")
            XCTAssertEqual(view.scrollRange, Double(8 * rowHeight), accuracy: Double(rowHeight / 2),
                "the list ends at the last result")
            // GTK finds the row under a click from the rows' places: every shown row has one.
            for position in 0..<view.rows.list.rowCount {
                guard let row = view.rows.list.row(at: position), row.isVisible else { continue }
                let place = row.allocation
                XCTAssertEqual(place.height, rowHeight, "\(row.accessibleName) is laid out")
                XCTAssertTrue(view.rows.list.rowAtY(place.y + place.height / 2) === row,
                    "a click finds \(row.accessibleName)")
            }
            window.destroy()
        }
    }

    func testNoResultsShowAStatusPageInsteadOfAnEmptyList() {
        onGtkThread {
            let (viewModel, view, window) = makeView(results: 0)
            XCTAssertEqual((view.root as? Stack)?.visibleChildName, "empty")
            viewModel.replaceResults(count: 2)
            XCTAssertEqual((view.root as? Stack)?.visibleChildName, "results")
            window.destroy()
        }
    }
}
