import GtkKit
import PixscoutTestSupport
import XCTest
@testable import PixscoutView

/// Every action named once, and the names, keys and menus read from there.
final class PixscoutActionTests: GtkTestCase {
    func testEachActionHasOneNameAndEveryKeyReadsAsGTKReadsIt() {
        onGtkThread {
            let names = PixscoutAction.allCases.map(\.detailedName)
            XCTAssertEqual(Set(names).count, names.count, "no two actions share a name")
            for action in PixscoutAction.allCases {
                for key in action.accelerators + action.imageKeys {
                    XCTAssertNotNil(KeyPress(accelerator: key), "\(action.name): \(key)")
                }
                XCTAssertFalse(action.title.isEmpty)
            }
            XCTAssertEqual(PixscoutAction.copyImage.detailedName, "win.copy-image")
            XCTAssertEqual(PixscoutAction.quit.detailedName, "app.quit")
        }
    }

    func testAnImagesKeysFindTheirActions() {
        onGtkThread {
            XCTAssertEqual(PixscoutAction.forImageKey(KeyPress(key: .character("c"), control: true)), .copyImage)
            XCTAssertEqual(PixscoutAction.forImageKey(KeyPress(key: .character("c"), control: true, shift: true)),
                .copyLink)
            XCTAssertEqual(PixscoutAction.forImageKey(KeyPress(key: .space)), .quickLook)
            XCTAssertEqual(PixscoutAction.forImageKey(KeyPress(key: .enter)), .openPage)
            XCTAssertNil(PixscoutAction.forImageKey(KeyPress(key: .character("c"))), "a plain c is typing")
        }
    }

    func testTheShortcutsWindowListsEveryActionThatHasKeys() {
        onGtkThread {
            let listed = ShortcutTable.groups.flatMap(\.entries).compactMap { entry -> PixscoutAction? in
                if case .action(let action) = entry { action } else { nil }
            }
            let withKeys = PixscoutAction.allCases.filter { !$0.accelerators.isEmpty || !$0.imageKeys.isEmpty }
            XCTAssertEqual(Set(listed.map(\.name)), Set(withKeys.map(\.name)))
        }
    }
}
