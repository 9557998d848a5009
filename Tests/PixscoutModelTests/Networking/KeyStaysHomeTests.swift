import CurlKit
import Foundation
import PixscoutTestSupport
import XCTest
@testable import PixscoutModel

/// The Pixabay key goes to Pixabay's own site alone: not along a redirect to another host or
/// to plain http, not to an endpoint shaped like another site's.
final class KeyStaysHomeTests: XCTestCase {
    private var pixabay: FixtureServer!
    private var elsewhere: FixtureServer!

    override func setUpWithError() throws {
        pixabay = try FixtureServer(arguments: ["--key", "secret-key"])
        elsewhere = try FixtureServer()
    }

    override func tearDown() {
        pixabay.stop()
        elsewhere.stop()
    }

    func testRedirectsStayOnTheSameSiteAndNeverDowngrade() {
        let from = "https://pixabay.com/api/?key=k&q=a"
        XCTAssertEqual(SameSite.redirect(from: from, to: "/api/v2/?key=k"), "https://pixabay.com/api/v2/?key=k")
        XCTAssertEqual(SameSite.redirect(from: from, to: "https://PIXABAY.com/x"), "https://PIXABAY.com/x")
        XCTAssertNil(SameSite.redirect(from: from, to: "http://pixabay.com/api/?key=k"), "never from https to http")
        XCTAssertNil(SameSite.redirect(from: from, to: "https://evil.example/?key=k"))
        XCTAssertNil(SameSite.redirect(from: from, to: "https://pixabay.com.evil.example/"))
        XCTAssertNil(SameSite.redirect(from: from, to: "https://pixabay.com:8443/"))
        XCTAssertNil(SameSite.redirect(from: from, to: "//evil.example/api/"))
        XCTAssertNil(SameSite.redirect(from: from, to: "file:///etc/passwd"))
        XCTAssertEqual(SameSite.redirect(from: "http://127.0.0.1:8000/api/", to: "https://127.0.0.1:8443/api/"),
                       "https://127.0.0.1:8443/api/", "an upgrade to https is fine")
    }

    func testNoKeyGoesToAnEndpointShapedLikeAnotherSites() {
        let key = APIKey("secret-key")
        for base in ["https://api.openverse.org/v1/images/", "http://127.0.0.1:9/v1/images/",
            "https://commons.wikimedia.org/w/api.php",
                     "http://127.0.0.1:9/w/api.php", "https://en.wikipedia.org/api/"] {
            let request = PixabayRequest(baseURL: base, apiKey: key, query: "q")
            XCTAssertFalse(request.url.contains("secret-key"), base)
            XCTAssertFalse(request.sendsKey, base)
        }
        XCTAssertTrue(PixabayRequest(baseURL: "http://127.0.0.1:9/api/", apiKey: key,
            query: "q").url.contains("key=secret-key"))
    }

    func testARedirectToAnotherHostNeverCarriesTheKey() async throws {
        try await pixabay.inject("redirect", ["url": elsewhere.apiURL, "keep-query": "1"])
        let site = PixabaySite(network: Network(multi: CurlMulti()), baseURL: pixabay.apiURL,
            apiKey: APIKey("secret-key"))
        do {
            _ = try await site.search(query: "red")
            XCTFail("a redirect off the site must not be followed")
        } catch {
            XCTAssertEqual(error, .incorrectDataReturned)
        }
        let arrived = try await elsewhere.requests()
        XCTAssertEqual(arrived.count, 0, "the other host heard nothing")
        try await pixabay.inject("redirect", ["url": pixabay.apiURL, "keep-query": "1"])
        let followed = try await site.search(query: "blue")
        XCTAssertFalse(followed.images.isEmpty, "a redirect within the site is followed")
    }
}
