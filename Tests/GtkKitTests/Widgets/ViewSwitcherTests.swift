import CGtk
import PixscoutTestSupport
import XCTest
@testable import GtkKit

/// The switcher's buttons, in order.
@MainActor
private func buttons(of switcher: ViewSwitcher) -> [UnsafeMutablePointer<GtkButton>] {
    descendants(of: switcher.widgetPointer).dropFirst().map { UnsafeMutablePointer<GtkButton>(OpaquePointer($0)) }
        .filter { g_type_check_instance_is_a(UnsafeMutablePointer<GTypeInstance>(OpaquePointer($0)),
            gtk_toggle_button_get_type()) != 0 }
}

final class ViewSwitcherTests: GtkTestCase {
    func testOneViewIsAlwaysDownAndAPressOnAnotherSwitches() {
        onGtkThread {
            let switcher = ViewSwitcher(views: [("search", "Search", "Search images"),
                ("library", "Library", "Your library")])
            var switched: [String] = []
            switcher.onSwitch { switched.append($0) }
            switcher.activeID = "search"
            let (search, library) = (buttons(of: switcher)[0], buttons(of: switcher)[1])
            XCTAssertEqual(switched, [], "setting the view is not a press")

            gtk_button_clicked(library)
            XCTAssertEqual(switcher.activeID, "library")
            XCTAssertEqual(switched, ["library"])
            gtk_button_clicked(library)
            XCTAssertEqual(switcher.activeID, "library", "a press on the view shown keeps it down")
            XCTAssertEqual(switched, ["library"])
            gtk_button_clicked(search)
            XCTAssertEqual(switcher.activeID, "search")
            XCTAssertEqual(switched, ["library", "search"])
        }
    }
}
