import PixscoutViewModel
import XCTest
@testable import PixscoutView

/// The probe's lines are written out here, as the end-to-end tests and `scripts/bench` read
/// them: a renamed case elsewhere cannot change them.
final class ProbeEventTests: XCTestCase {
    func testEachEventReadsAsTheTestsExpect() {
        let table: [(ProbeEvent, String)] = [
            (.windowShown, "window-shown"), (.rows(50), "rows 50"), (.loadingMore(true), "loading-more true"),
            (.visibleRows(first: 0, last: 6), "visible-rows 0 6"),
                (.previewsShown(count: 3, row: 2, pixels: (300, 200)), "previews-shown 3 300x200 row 2"),
            (.status(.results(query: "blue", count: 4, total: 4)),
                #"status results(query: "blue", count: 4, total: Optional(4))"#),
            (.status(.results(query: "q", count: 50, total: nil)),
                #"status results(query: "q", count: 50, total: nil)"#),
            (.status(.searching(query: "say \"hi\"")), #"status searching(query: "say \"hi\"")"#),
            (.status(.idle), "status idle"), (.status(.failed(query: "x")), #"status failed(query: "x")"#),
            (.detailPane(shown: false), "detail-pane hidden"), (.quickLookClosed, "quick-look closed"),
            (.bounds(.credit, x: 1, y: 2, width: 3, height: 4), "credit-bounds 1 2 3 4"),
            (.save(.saved(path: "/tmp/a.jpg")), #"save saved(path: "/tmp/a.jpg")"#),
            (.dragFile(path: nil), "drag-file none"), (.stall(milliseconds: 4.25), "stall 4.2"),
            (.savedKey(found: false, keyringAnswered: false), "saved-key none keyring-silent"),
            (.savedKey(found: true, keyringAnswered: true), "saved-key found"), (.barrier, "barrier"),
        ]
        for (event, text) in table {
            XCTAssertEqual(event.text, text)
        }
    }
}
