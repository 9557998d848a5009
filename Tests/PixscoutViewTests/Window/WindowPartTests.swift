import CGtk
import GtkKit
import PixscoutTestSupport
import XCTest
@testable import PixscoutView

/// A feature added as a part of its own: the window installs it as it is, its action in the
/// window's action map, its state its own; nothing of the window changes for it.
final class WindowPartTests: GtkTestCase {
    /// A test-only feature: one action of its own, and how often it ran.
    @MainActor
    private final class StandInPart: WindowPart {
        private(set) var ran = 0
        private(set) var parent: Window?

        func install(in window: WindowSurface) {
            parent = window.window
            window.install(name: "stand-in") { [weak self] in self?.ran += 1 }
        }
    }

    func testAPartOfItsOwnInstallsItsActionBesideTheOthersAndKeepsItsState() {
        onGtkThread {
            let viewModel = MockWindowModel()
            let standIn = StandInPart()
            let application = Application(id: "io.github.pixscout.WindowPartTests", unique: false)
            _ = application.register()
            let about = AboutDialog.Details(programName: "Pixscout", version: "0", comments: "",
                website: "https://example.org/", websiteLabel: "", copyright: "", iconName: "image-x-generic",
                authors: [], credits: [])
            let window = MainWindow(application: application, viewModel: viewModel, shown: viewModel.shown,
                parts: viewModel.parts + [standIn], probe: nil, about: about)
            XCTAssertTrue(standIn.parent === window.window, "its dialogs would open over the window")
            window.window.activateAction("stand-in")
            window.window.activateAction("stand-in")
            XCTAssertEqual(standIn.ran, 2)
            XCTAssertEqual(window.windowActions?.missing, [], "every action of the table installed once")
            window.window.activateAction(PixscoutAction.copyLink.name)
            XCTAssertEqual(viewModel.actionsMock.actions, ["copy-link"], "the other parts' actions still work")
            window.window.destroy()
        }
    }
}
