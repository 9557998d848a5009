import Foundation
import PixscoutTestSupport
import XCTest

/// A site's text carrying terminal escapes, a bidi override and a newline with a Markdown
/// heading reaches no credit as it came: not the clipboard, not `pixscout credits`.
final class HostileTextEndToEndTests: EndToEndTestCase {
    private func assertHarmless(_ credit: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertFalse(credit.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x9B || $0.value == 0x07 },
            credit,
                       file: file, line: line)
        XCTAssertFalse(credit.contains("\u{202E}") || credit.contains("\u{202C}"), credit, file: file, line: line)
        XCTAssertFalse(credit.contains("\n# Owned") || credit.contains("\n- fake line") || credit.contains("\r"),
            credit,
                       file: file, line: line)
        XCTAssertFalse(credit.contains("52;c;"), "no clipboard write: \(credit)", file: file, line: line)
    }

    func testAHostileAuthorIsCleanedInEveryCredit() throws {
        try app.waitForEvent(.libraryAttached(opened: true))
        try server.blocking { try await $0.inject("hostile-text", times: 0) }
        _ = try search("sun")
        try app.press("Down")
        try app.waitForEvent { $0.kind == .detail }
        let copied = try copyCredit()
        XCTAssertTrue(copied.contains("Eve Smithelpmaxe # Owned - fake line"), copied)
        assertHarmless(copied)

        // Copying the image puts it in the ledger, which `pixscout credits` prints.
        let row = app.centre(of: try app.settledEvent { $0.isRowBounds(ofRow: 0) })
        try app.click(x: row.x, y: row.y)
        try app.press("ctrl+c")
        try app.waitForEvent { $0.kind == .clipboardImage }
        try app.waitFor("the ledger to hold the copy") {
            ((try? self.app.runAgain(["credits", "--format", "text"]).output) ?? "").contains("Eve")
        }
        for format in ["text", "markdown", "html"] {
            let printed = try app.runAgain(["credits", "--format", format])
            XCTAssertEqual(printed.status, 0)
            XCTAssertTrue(printed.output.contains("Eve Smith"), printed.output)
            assertHarmless(printed.output)
        }
        let markdown = try app.runAgain(["credits"]).output
        XCTAssertTrue(markdown.contains("Eve Smithelpmaxe \\# Owned - fake line"), markdown)
    }
}
