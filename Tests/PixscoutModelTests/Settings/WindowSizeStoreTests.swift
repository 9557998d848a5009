import Foundation
import PixscoutTestSupport
import XCTest
@testable import PixscoutModel

final class WindowSizeStoreTests: FolderTestCase {
    private var store: WindowSizeStore { WindowSizeStore(file: folder.appendingPathComponent("pixscout/window")) }

    func testASavedSizeComesBackAsItWasLeft() {
        XCTAssertNil(store.load(), "nothing saved yet")
        store.save(WindowSize(width: 1000, height: 600, maximized: false))
        XCTAssertEqual(store.load(), WindowSize(width: 1000, height: 600, maximized: false))
        store.save(WindowSize(width: 1280, height: 700, maximized: true))
        XCTAssertEqual(store.load(), WindowSize(width: 1280, height: 700, maximized: true))
    }

    func testThePanesWidthTheGridAndItsTileSizeComeBackToo() throws {
        store.save(WindowSize(width: 1000, height: 600, maximized: true, paneWidth: 520, showsGrid: true, tileSize: 2))
        XCTAssertEqual(store.load(),
            WindowSize(width: 1000, height: 600, maximized: true, paneWidth: 520, showsGrid: true, tileSize: 2))
        try "1000 600 pane=-4 pane tiles=99 tiles".write(to: store.file, atomically: true, encoding: .utf8)
        XCTAssertEqual(store.load(), WindowSize(width: 1000, height: 600, maximized: false),
            "no absurd pane width or tile size")
    }

    func testAFileThatHoldsNoSensibleSizeIsIgnored() throws {
        let file = store.file
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        for text in ["", "wide tall", "1100", "-5 600", "0 0", "99999999999999999999 600", "1100 20", "1e3 600"] {
            try text.write(to: file, atomically: true, encoding: .utf8)
            XCTAssertNil(store.load(), "“\(text)” is not a window size")
        }
    }
}
