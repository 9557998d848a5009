import CGtk
import GtkKit
import PixscoutTestSupport
import PixscoutViewModel
import XCTest
@testable import PixscoutView

/// Every action is installed once, by the window or by the part that owns it: the
/// application's own, and Preferences when a banner's button asks for it.
final class WindowActionsTests: GtkTestCase {
    func testEveryActionIsAnActionOfTheWindowOrTheApplication() {
        onGtkThread {
            let window = makeTestWindow(MockWindowModel(), name: "WindowActionsTests.every")
            let (windowActions, applicationActions) = (OpaquePointer(window.window.objectPointer),
                OpaquePointer(window.application.objectPointer))
            for action in PixscoutAction.allCases {
                let group = action.isApplicationAction ? applicationActions : windowActions
                XCTAssertNotEqual(g_action_group_has_action(group, action.name), 0, action.detailedName)
            }
            window.window.destroy()
        }
    }

    func testOpenInBrowserOpensTheSelectedResultsPage() {
        onGtkThread {
            let viewModel = MockWindowModel()
            let window = makeTestWindow(viewModel, name: "WindowActionsTests.open")
            window.window.activateAction(PixscoutAction.openPage.name)
            XCTAssertEqual(viewModel.selectionMock.opened, [], "nothing selected, nothing opened")
            viewModel.selectionMock.selectRow(at: 3)
            window.window.activateAction(PixscoutAction.openPage.name)
            XCTAssertEqual(viewModel.selectionMock.opened, [3])
            window.window.destroy()
        }
    }

    func testPreferencesOpenFromTheMenuAndFromABannersButton() {
        onGtkThread {
            let viewModel = MockWindowModel()
            let window = makeTestWindow(viewModel, name: "WindowActionsTests.preferences")
            window.application.activateAction(PixscoutAction.preferences.name)
            iterateMainLoop(until: "Preferences to open") { openDialogs(titled: "Preferences").count == 1 }
            XCTAssertEqual(viewModel.preferencesMade.count, 1)
            viewModel.preferencesWantedSender.send(())
            XCTAssertEqual(viewModel.preferencesMade.count, 2, "the view model asked for them")
            let dialogs = openDialogs(titled: "Preferences")
            let parent = window.window.pointer(as: GtkWindow.self)
            XCTAssertTrue(dialogs.allSatisfy { gtk_window_get_transient_for($0) == parent }, "over the window")
            dialogs.forEach { gtk_widget_destroy(UnsafeMutablePointer<GtkWidget>(OpaquePointer($0))) }
            window.window.destroy()
        }
    }
}
