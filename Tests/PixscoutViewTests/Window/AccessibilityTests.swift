import CGtk
import GtkKit
import PixscoutTestSupport
import XCTest
@testable import PixscoutView
@testable import PixscoutViewModel

/// Every control a person can reach has a name a screen reader reads: icon-only buttons and
/// GTK's own parts (the message bars' close buttons) included.
final class AccessibilityTests: GtkTestCase {
    func testEveryControlOfTheWindowHasAName() {
        onGtkThread {
            let viewModel = MockWindowModel()
            let window = makeTestWindow(viewModel, name: "AccessibilityTests")
            window.present()
            viewModel.messagesMock.bannerWriter.value = Banner(text: "Pixscout could not reach Openverse.",
                actions: [.retry, .useSampleCatalog])
            viewModel.messagesMock.siteNoteWriter.value = Banner(text: "Offline.",
                actions: [.useChosenSite(name: "Openverse")], isError: false)
            viewModel.messagesMock.noticesSender.send("Link copied to the clipboard.")
            viewModel.selectionMock.detailWriter.value = MockDetailViewModel(2)
            iterateMainLoop(until: "the detail pane filled") {
                labelTexts(in: window.window.widgetPointer, visibleOnly: true).contains("Image 2")
            }
            XCTAssertEqual(WidgetTree.unnamedControls(in: window.window), [])
            window.window.destroy()
        }
    }

    func testEveryFilterHasAName() {
        onGtkThread {
            let panel = FiltersPanel(viewModel: MockFilters())
            let window = Window(title: "Filters")
            window.add(panel.root)
            window.showAll()
            XCTAssertEqual(WidgetTree.unnamedControls(in: window), [])
            window.destroy()
        }
    }
}
