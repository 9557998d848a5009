import CGtk
import GtkKit
import PixscoutTestSupport
import XCTest
@testable import PixscoutView
@testable import PixscoutViewModel

/// The image menu's threads: each offered while the focused result's library can follow it,
/// and following the one chosen.
final class FollowUpCommandsTests: GtkTestCase {
    func testOnlyTheThreadsTheResultOffersAreEnabledAndTheChosenOneIsFollowed() {
        onGtkThread {
            let viewModel = MockWindowModel()
            let window = makeTestWindow(viewModel, name: "FollowUpCommandsTests")
            let actions = OpaquePointer(window.window.objectPointer)
            let enabled = { (action: PixscoutAction) in g_action_group_get_action_enabled(actions, action.name) != 0 }

            viewModel.selectionMock.followUpsWriter.value = [.author, .similar]
            XCTAssertEqual([PixscoutAction.moreByAuthor, .moreFromSource, .similarImages].map(enabled),
                [true, false, true])
            window.window.activateAction(PixscoutAction.similarImages.name)
            XCTAssertEqual(viewModel.selectionMock.followed, [.similar])

            viewModel.selectionMock.followUpsWriter.value = []
            XCTAssertEqual([PixscoutAction.moreByAuthor, .moreFromSource, .similarImages].map(enabled),
                [false, false, false],
                           "a result whose library follows nothing offers nothing")
            window.window.destroy()
        }
    }
}
