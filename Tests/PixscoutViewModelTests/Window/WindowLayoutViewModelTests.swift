import Foundation
import PixscoutModel
import XCTest
@testable import PixscoutViewModel

@MainActor
final class WindowLayoutViewModelTests: XCTestCase {
    private let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pixscout-layout-\(UUID())")

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    private func makeViewModel() -> WindowLayoutViewModel {
        WindowLayoutViewModel(store: WindowSizeStore(file: folder.appendingPathComponent("window")))
    }

    func testTheFirstWindowFitsALaptopScreenWithItsPanelAndTheHeaderBar() async {
        // 1366x768 less GNOME's top bar: the header bar (about 46 points) comes on top.
        let layout = makeViewModel().initialLayout(workArea: (1366, 736))
        XCTAssertLessThanOrEqual(layout.height + 46, 736)
        XCTAssertLessThanOrEqual(layout.width, 1366)
        XCTAssertGreaterThanOrEqual(layout.width, 1000, "room for the results and the detail pane")
        XCTAssertFalse(layout.maximized)
    }

    /// Remembers `layout` as the window does, and waits until it is on disk.
    private func remember(_ layout: WindowLayout) {
        makeViewModel().remember(layout)
        SettingsWrites.finish()
    }

    func testABurstOfChangesLeavesTheLastOnDiskWithoutTheCallerWaiting() async {
        let viewModel = makeViewModel()
        for width in 800...1200 {
            viewModel.remember(WindowLayout(width: width, height: 700, maximized: false, results: .grid, tiles: .large))
        }
        SettingsWrites.finish()
        XCTAssertEqual(makeViewModel().initialLayout(workArea: nil),
            WindowLayout(width: 1200, height: 700, maximized: false, results: .grid, tiles: .large))
    }

    func testOnASmallScreenTheFirstWindowShrinksToFit() async {
        let layout = makeViewModel().initialLayout(workArea: (1024, 600))
        XCTAssertLessThanOrEqual(layout.width + 46, 1024)
        XCTAssertLessThanOrEqual(layout.height + 46, 600)
    }

    func testTheSizeAPersonLeftComesBackAndShrinksOnASmallerScreen() async {
        remember(WindowLayout(width: 1500, height: 900, maximized: false))
        XCTAssertEqual(makeViewModel().initialLayout(workArea: (1920, 1050)),
            WindowLayout(width: 1500, height: 900, maximized: false))
        let onALaptop = makeViewModel().initialLayout(workArea: (1366, 736))
        XCTAssertLessThanOrEqual(onALaptop.width, 1366)
        XCTAssertLessThanOrEqual(onALaptop.height + 46, 736)
        remember(WindowLayout(width: 1000, height: 600, maximized: true))
        XCTAssertTrue(makeViewModel().initialLayout(workArea: nil).maximized)
    }

    func testThePanesWidthAndTheGridAreRememberedWithTheSize() async {
        XCTAssertEqual(makeViewModel().initialLayout(workArea: (1920, 1050)).results, .list, "a list at first")
        remember(WindowLayout(width: 1200, height: 700, maximized: false, paneWidth: 560,
            results: .grid))
        let layout = makeViewModel().initialLayout(workArea: (1920, 1050))
        XCTAssertEqual(layout, WindowLayout(width: 1200, height: 700, maximized: false, paneWidth: 560, results: .grid))
    }

    func testTheDetailPaneMakesRoomBelowAboutNineHundredPoints() async {
        XCTAssertEqual(makeViewModel().narrowWidth, 900)
    }
}
