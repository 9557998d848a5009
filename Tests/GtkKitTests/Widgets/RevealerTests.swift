import CGtk
import PixscoutTestSupport
import XCTest
@testable import GtkKit

final class RevealerTests: GtkTestCase {
    /// "notify::child-revealed" passes its GParamSpec before the handler's data: a handler
    /// connected as if it had none read the GParamSpec as its closure and crashed.
    func testTheSlideSaysWhenTheChildIsWhollyInAndWhollyOut() {
        onGtkThread {
            let window = Window(title: "Revealer")
            let revealer = Revealer()
            revealer.add(Label("A notice"))
            window.add(revealer)
            var heard: [Bool] = []
            revealer.onRevealed { heard.append($0) }
            window.showAll()
            revealer.revealsChild = true
            iterateMainLoop(until: "wholly in") { heard.last == true }
            revealer.revealsChild = false
            iterateMainLoop(until: "wholly out") { heard.last == false }
            XCTAssertEqual(heard, [true, false])
            window.destroy()
        }
    }
}
