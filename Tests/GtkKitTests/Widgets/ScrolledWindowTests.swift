import CGtk
import PixscoutTestSupport
import XCTest
@testable import GtkKit

final class ScrolledWindowTests: GtkTestCase {
    /// A report of one short row gets a list as tall as the row, and one of many rows a list as
    /// tall as the limit; the window around it, already shown, grows to show it.
    func testTheListIsAsTallAsItsRowsUpToTheLimitAndTheShownWindowGrows() {
        onGtkThread {
            for (rows, expected) in [(1, 60), (30, 300)] {
                let window = Window(title: "Rows")
                let scrolled = ScrolledWindow()
                scrolled.growsWithContent(upTo: 300)
                window.add(scrolled)
                window.showAll()
                iterateMainLoop(until: "shown") { window.size.height > 0 }
                let list = Box(.vertical)
                for _ in 0..<rows {
                    let row = Label("A row")
                    row.setSizeRequest(width: 200, height: 60)
                    list.packStart(row)
                }
                scrolled.add(list)
                list.showAll()
                scrolled.showsContentWhole(width: 200, upTo: 300)
                var least: gint = 0
                gtk_widget_get_preferred_height(scrolled.widgetPointer, &least, nil)
                XCTAssertGreaterThanOrEqual(Int(least), expected, "\(rows) rows")
                XCTAssertLessThan(Int(least), expected + 10, "\(rows) rows")
                iterateMainLoop(until: "the window grows for \(rows) rows") { window.size.height >= expected }
                window.destroy()
            }
        }
    }
}
