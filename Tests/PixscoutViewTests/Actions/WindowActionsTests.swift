import CGtk
import GtkKit
import PixscoutTestSupport
import PixscoutViewModel
import XCTest
@testable import PixscoutView

/// Every action goes through the window's one switch: the application's own, and Preferences
/// when a banner's button asks for it.
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
            let browse = MockWindowModel()
            let window = makeTestWindow(browse, name: "WindowActionsTests.open")
            window.window.activateAction(PixscoutAction.openPage.name)
            XCTAssertEqual(browse.selectionMock.opened, [], "nothing selected, nothing opened")
            browse.selectionMock.selectRow(at: 3)
            window.window.activateAction(PixscoutAction.openPage.name)
            XCTAssertEqual(browse.selectionMock.opened, [3])
            window.window.destroy()
        }
    }

    func testPreferencesOpenFromTheMenuAndFromABannersButton() {
        onGtkThread {
            let browse = MockWindowModel()
            var parents: [Window] = []
            let window = makeTestWindow(browse, name: "WindowActionsTests.preferences") { parents.append($0) }
            window.application.activateAction(PixscoutAction.preferences.name)
            XCTAssertEqual(parents.count, 1)
            browse.preferencesWanted.send(())
            XCTAssertEqual(parents.count, 2, "the view model asked for them")
            XCTAssertTrue(parents.allSatisfy { $0 === window.window }, "over the window")
            window.window.destroy()
        }
    }
}
