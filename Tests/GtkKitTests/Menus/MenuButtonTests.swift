import CGtk
import PixscoutTestSupport
import XCTest
@testable import GtkKit

/// The texts of the labels in `button`'s popover, in order.
@MainActor
private func popoverTexts(of button: MenuButton) -> [String] {
    let menuButton = UnsafeMutablePointer<GtkMenuButton>(OpaquePointer(button.widgetPointer))
    guard let popover = gtk_menu_button_get_popover(menuButton) else { return [] }
    return descendants(of: UnsafeMutablePointer<GtkWidget>(OpaquePointer(popover)))
        .filter { g_type_check_instance_is_a(UnsafeMutablePointer<GTypeInstance>(OpaquePointer($0)),
            gtk_label_get_type()) != 0 }
        .map { String(cString: gtk_label_get_text(UnsafeMutablePointer<GtkLabel>(OpaquePointer($0)))) }
        .filter { !$0.isEmpty }
}

@MainActor
private func press(_ button: MenuButton) {
    gtk_button_clicked(UnsafeMutablePointer<GtkButton>(OpaquePointer(button.widgetPointer)))
}

final class MenuButtonTests: GtkTestCase {
    func testAMenuIsMadeWhenItFirstOpensWithEveryItemInOrder() {
        onGtkThread {
            let button = MenuButton(iconName: "open-menu-symbolic", accessibleName: "Main menu",
                menu: MenuModel(sections: [[.init("Preferences", "app.preferences")],
                    [.init("Keyboard Shortcuts", "win.show-help-overlay"), .init("About Pixscout", "app.about")]]))
            let window = Window(title: "Menu")
            window.add(button)
            window.showAll()
            XCTAssertEqual(popoverTexts(of: button), [], "nothing is made before the menu opens")

            press(button)
            XCTAssertEqual(popoverTexts(of: button), ["Preferences", "Keyboard Shortcuts", "About Pixscout"])
            press(button)
            press(button)
            XCTAssertEqual(popoverTexts(of: button), ["Preferences", "Keyboard Shortcuts", "About Pixscout"],
                "opened again, the menu is the same, not made twice")
            window.destroy()
        }
    }

    func testCustomContentIsMadeOnceWhenThePopoverFirstOpens() {
        onGtkThread {
            var made = 0
            let button = MenuButton(iconName: "preferences-other-symbolic", accessibleName: "Filters") {
                made += 1
                return Label("Colour")
            }
            let window = Window(title: "Filters")
            window.add(button)
            window.showAll()
            XCTAssertEqual(made, 0)
            XCTAssertEqual(popoverTexts(of: button), [])

            press(button)
            XCTAssertEqual(made, 1)
            XCTAssertEqual(popoverTexts(of: button), ["Colour"])
            press(button)
            press(button)
            XCTAssertEqual(made, 1, "opened again, the content is kept")
            window.destroy()
        }
    }
}
