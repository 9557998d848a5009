@testable import PixscoutModel
import XCTest

/// Commons' metadata is HTML; what a person reads of it is plain text on one line.
final class HTMLTextTests: XCTestCase {
    func testEveryKindOfWhitespaceBecomesOneSpaceAndNoneIsLeftAtTheEnds() {
        XCTAssertEqual(HTMLText.plain(" \t a\n\n b\u{00A0}c\u{2003}\u{3000}d\r\ne&nbsp;&#160;f \u{2028}"),
                       "a b c d e f")
        XCTAssertEqual(HTMLText.plain("\u{00A0}<p> </p>\n"), "")
    }

    func testTagsGoAndBlockTagsInAnyCaseLeaveASpace() {
        XCTAssertEqual(HTMLText.plain("<P>One</P><BR/>two<Div class='x'>three"), "One two three")
        XCTAssertEqual(HTMLText.plain("<b>bo</b>ld<a\nhref=\"x\">!</a>"), "bold!")
        XCTAssertEqual(HTMLText.plain("<>x<//p>y"), "x y")
        XCTAssertEqual(HTMLText.plain("a < b and c<d"), "a < b and c<d", "a < with no > after is text")
    }

    func testScriptsAndStylesGoWithWhatTheyHold() {
        XCTAssertEqual(HTMLText.plain("<SCRIPT type=x>alert('<b>')</ScRiPt >after"), "after")
        XCTAssertEqual(HTMLText.plain("before<style>p { color: red }</style>after"), "beforeafter")
        XCTAssertEqual(HTMLText.plain("text<script>never closed"), "text")
        XCTAssertEqual(HTMLText.plain("</script>closed only"), "closed only")
        XCTAssertEqual(HTMLText.plain("<script>x</scriptrest"), "rest")
    }

    func testTextBeyondASCIIIsKeptAroundTheMarkup() {
        XCTAssertEqual(HTMLText.plain("日<b>本</b>語 &amp; ü<br>ß 👩‍👩‍👧"), "日本語 & ü ß 👩‍👩‍👧")
        XCTAssertEqual(HTMLText.plain("<p>é</p>ü<br>日本"), "é ü 日本")
        // A tag's name is its letters and digits: "pé" is no paragraph, "p" before an arrow is.
        XCTAssertEqual(HTMLText.plain("y<pé>x"), "yx")
        XCTAssertEqual(HTMLText.plain("y<p→>x"), "y x")
    }

    func testOnlyEntitiesItKnowsAreDecodedAndWhatTheyMakeIsText() {
        XCTAssertEqual(HTMLText.plain("&lt;script&gt;alert(1)&lt;/script&gt;"), "<script>alert(1)</script>")
        XCTAssertEqual(HTMLText.plain("&#x1F600; &#65;&#x42;&#X43;"), "😀 ABC")
        XCTAssertEqual(HTMLText.plain("&AMP; &#xD800; &#65 &averyverylongname; &;"),
                       "&AMP; &#xD800; &#65 &averyverylongname; &;")
        XCTAssertEqual(HTMLText.decodeEntities("ü&quot;&apos;&#39;日"), "ü\"''日")
        XCTAssertEqual(HTMLText.decodeEntities("no entity here"), "no entity here")
    }

    func testTheFirstLinkIsMadeAbsoluteAndOnlyAWebLinkIsOne() {
        XCTAssertEqual(HTMLText.firstLink("Über <a href=\"//commons.wikimedia.org/wiki/User:Ü\">Ü</a>"),
                       "https://commons.wikimedia.org/wiki/User:Ü")
        XCTAssertEqual(HTMLText.firstLink("<a href=\"http://a.org/\">a</a><a href=\"https://b.org/\">b</a>"),
                       "http://a.org/")
        XCTAssertNil(HTMLText.firstLink("<a href=\"/wiki/Relative\">x</a>"))
        XCTAssertNil(HTMLText.firstLink("<a href=\"https://never.closed"))
        XCTAssertNil(HTMLText.firstLink("no link at all"))
    }
}
