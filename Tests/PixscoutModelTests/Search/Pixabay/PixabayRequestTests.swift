import XCTest
@testable import PixscoutModel

final class PixabayRequestTests: XCTestCase {
    private let key = APIKey("secret-key-123")!

    func testTheRealPixabayAPIIsTheDefault() {
        let request = PixabayRequest(apiKey: key, query: "lake")
        XCTAssertTrue(request.url.hasPrefix("https://pixabay.com/api/?"))
    }

    func testDefaultsAreFiftyPerPageWithSafeSearch() {
        let url = PixabayRequest(apiKey: key, query: "lake").url
        XCTAssertEqual(url, "https://pixabay.com/api/?key=secret-key-123&q=lake&page=1&per_page=50&safesearch=true")
    }

    func testTheQueryIsPercentEncodedSoOperatorsSurvive() {
        let url = PixabayRequest(apiKey: key, query: " red & blue+green=ü ").url
        XCTAssertTrue(url.contains("q=red%20%26%20blue%2Bgreen%3D%C3%BC&"), url)
    }

    func testTheQueryIsCutToPixabaysHundredCharacters() {
        let request = PixabayRequest(apiKey: key, query: String(repeating: "a", count: 150))
        XCTAssertEqual(request.query.count, 100)
    }

    func testPageAndPerPageStayWithinPixabaysRange() {
        let request = PixabayRequest(apiKey: key, query: "x", page: 0, perPage: 500)
        XCTAssertEqual(request.page, 1)
        XCTAssertEqual(request.perPage, 200)
        XCTAssertEqual(PixabayRequest(apiKey: key, query: "x", perPage: 1).perPage, 3)
    }

    func testFiltersBecomePixabayParameters() {
        var filters = SearchFilters()
        filters.imageType = .vector
        filters.orientation = .vertical
        filters.category = .nature
        filters.colors = [.red, .blue]
        filters.order = .latest
        filters.editorsChoice = true
        filters.safeSearch = false
        filters.minWidth = 800
        filters.minHeight = 600
        let url = PixabayRequest(apiKey: key, query: "x", filters: filters).url
        XCTAssertTrue(url.hasSuffix(
            "&image_type=vector&orientation=vertical&category=nature&colors=red%2Cblue&order=latest"
                + "&editors_choice=true&safesearch=false&min_width=800&min_height=600"), url)
    }

    func testAConfiguredServerIsUsed() {
        let url = PixabayRequest(baseURL: "http://127.0.0.1:8080/api/", apiKey: key, query: "x").url
        XCTAssertTrue(url.hasPrefix("http://127.0.0.1:8080/api/?key="))
    }

    func testTheCacheKeyLeavesTheAPIKeyOut() {
        let request = PixabayRequest(apiKey: key, query: "lake")
        XCTAssertFalse(request.cacheKey.contains("secret-key-123"))
        XCTAssertEqual(request.cacheKey, PixabayRequest(apiKey: APIKey("other")!, query: "lake").cacheKey)
    }

    func testTheAPIKeyNeverDescribesItself() {
        let request = PixabayRequest(apiKey: key, query: "lake")
        for text in [String(describing: key), String(reflecting: key), String(describing: request),
                     String(reflecting: request), "\(Mirror(reflecting: request).children.map { $0.value })"] {
            XCTAssertFalse(text.contains("secret-key-123"), text)
        }
    }

    func testABlankKeyIsNoKey() {
        XCTAssertNil(APIKey("  \n"))
        XCTAssertEqual(APIKey(" abc \n")?.value, "abc")
    }

    func testURLsAreRedactedForLogs() {
        XCTAssertEqual(
            "https://pixabay.com/api/?key=abc123&q=lake&monkey=1".redactingAPIKey(),
            "https://pixabay.com/api/?key=REDACTED&q=lake&monkey=1")
        XCTAssertEqual("GET /api/?q=a&key=abc#x".redactingAPIKey(), "GET /api/?q=a&key=REDACTED#x")
        XCTAssertEqual("key=abc".redactingAPIKey(), "key=REDACTED")
    }
}
