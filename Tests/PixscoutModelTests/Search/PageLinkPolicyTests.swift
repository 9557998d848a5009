import XCTest
@testable import PixscoutModel

final class PageLinkPolicyTests: XCTestCase {
    private let pixabay = PageLinkPolicy(apiBaseURL: "https://pixabay.com/api/")

    func testPagesOnPixabayAndItsSubdomainsAreAllowed() {
        XCTAssertTrue(pixabay.allows("https://pixabay.com/photos/lake-12345/"))
        XCTAssertTrue(pixabay.allows("http://PIXABAY.com/photos/lake-12345/"))
        XCTAssertTrue(pixabay.allows("https://de.pixabay.com/photos/see-12345/"))
    }

    func testEverythingElseIsRefused() {
        for link in [
            "file:///etc/passwd", "javascript:alert(1)", "data:text/html,hi", "ftp://pixabay.com/a",
            "https://user@pixabay.com/", "https://user:pw@pixabay.com/", "https://pixabay.com.evil.example/",
            "https://evilpixabay.com/", "https://example.com/?next=https://pixabay.com/", "", "pixabay.com/photos/",
        ] {
            XCTAssertFalse(pixabay.allows(link), link)
        }
    }

    func testAConfiguredServersHostIsTheTrustedOne() {
        let local = PageLinkPolicy(apiBaseURL: "http://127.0.0.1:8123/api/")
        XCTAssertEqual(local.allowedHost, "127.0.0.1")
        XCTAssertTrue(local.allows("http://127.0.0.1:8123/illustrations/blue-1/"))
        XCTAssertFalse(local.allows("https://pixabay.com/photos/x/"))
    }

    func testAnyWebPageStillRefusesWhatIsNotAWebPage() {
        let any = PageLinkPolicy.anyWebPage
        XCTAssertTrue(any.allows("https://www.flickr.com/photos/someone/123/"))
        XCTAssertTrue(any.allows("http://example.org/a"))
        for link in [
            "file:///etc/passwd", "javascript:alert(1)", "https://user:pw@example.org/", "ftp://example.org/",
            "https://example.org/\u{0}x", "https://example.org/a\nb", "https://exa\u{7F}mple.org/", "mailto:a@b.c",
        ] {
            XCTAssertFalse(any.allows(link), link)
        }
    }
}
