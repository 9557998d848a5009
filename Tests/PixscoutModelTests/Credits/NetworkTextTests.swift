import PixscoutFuzzing
import XCTest
@testable import PixscoutModel

/// Text from a site is cleaned where it enters, and every credit format escapes what is
/// special in it.
final class NetworkTextTests: XCTestCase {
    func testEscapesControlsAndBidiOverridesAreTakenOutAndLinesJoined() {
        XCTAssertEqual(NetworkText.line("\u{1B}]52;c;aGVsbG8=\u{07}Eve"), "Eve", "an OSC 52 clipboard write")
        XCTAssertEqual(NetworkText.line("\u{1B}]8;;https://evil.example/\u{1B}\\Click\u{1B}]8;;\u{1B}\\ me"),
            "Click me", "an OSC 8 link")
        XCTAssertEqual(NetworkText.line("clear\u{1B}[2J\u{1B}[1;31mred\u{9B}0m"), "clearred", "CSI, 7- and 8-bit")
        XCTAssertEqual(NetworkText.line("abc\u{202E}fed\u{202C} \u{2067}x\u{2069}"), "abcfed x",
            "overrides and isolates")
        XCTAssertEqual(NetworkText.line("Title\n# Heading\r\n- item\u{2028}end"), "Title # Heading - item end")
        XCTAssertEqual(NetworkText.line("  a \t b\u{0}c\u{7F}d\u{85}e  "), "a b c d e")
        XCTAssertEqual(NetworkText.line("unterminated \u{1B}]52;c;aGk="), "unterminated")
        XCTAssertEqual(NetworkText.line("Ünïcödé 画像 café"), "Ünïcödé 画像 café", "ordinary text is left as it is")
        XCTAssertNil(NetworkText.line("\u{1B}[2J" as String?), "nothing left")
    }

    func testImagesAreCleanedWhereTheyAreMade() {
        let image = ImageEntity(
            site: .openverse, id: "1", title: "Sun\n# Owned", tags: ["\u{1B}[2J", "sky\u{202E}"],
                pageURL: "https://e.org/1",
            previewURL: nil, imageURL: nil, largeImageURL: nil,
                creator: ImageCreator(name: "Ana\u{1B}]52;c;eA==\u{07}"),
            license: ImageLicense(code: "by\n", name: "CC\u{202E} BY"), sourceName: "Flickr\r\n")
        XCTAssertEqual(image.title, "Sun # Owned")
        XCTAssertEqual(image.tags, ["sky"])
        XCTAssertEqual(image.creator?.name, "Ana")
        XCTAssertEqual(image.license?.code, "by")
        XCTAssertEqual(image.license?.name, "CC BY")
        XCTAssertEqual(image.sourceName, "Flickr")
    }

    func testEachFormatEscapesWhatIsSpecialInIt() {
        XCTAssertEqual(CreditFormat.markdown.escaped("# Not a heading"), "\\# Not a heading")
        XCTAssertEqual(CreditFormat.markdown.escaped("- not a list"), "\\- not a list")
        XCTAssertEqual(CreditFormat.markdown.escaped("1999. Not a list"), "1999\\. Not a list")
        XCTAssertEqual(CreditFormat.markdown.escaped("[link](javascript:x) ![img](y)"),
            "\\[link\\]\\(javascript:x\\) \\!\\[img\\]\\(y\\)")
        XCTAssertEqual(CreditFormat.html.escaped("<b onclick='x'>\u{1B}[2J"), "&lt;b onclick=&#39;x&#39;&gt;")
        XCTAssertEqual(CreditFormat.text.escaped("a\u{1B}]52;c;eA==\u{07}b\nc"), "ab c")
        XCTAssertEqual(CreditFormat.text.link("Ana\u{9B}31m", to: "https://e.org/\u{202E}"), "Ana",
            "a link with an override is no link")
    }

    func testTheCreditFuzzTargetsSeedPassesItsOwnChecks() {
        let fields = ["id", "\u{1B}]52;c;aGk=\u{07}Title\n# H", "tag", "page", "Ana\r\n- list", "ana", "by-sa", "CC BY",
            "", "Flickr", "f.jpg"]
        let data = Data(fields.joined(separator: "\u{0}").utf8)
        FuzzTarget.credits.run(data)
    }
}
