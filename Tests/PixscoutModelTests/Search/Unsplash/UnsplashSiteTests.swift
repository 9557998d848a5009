import Foundation
import XCTest
@testable import PixscoutModel

final class UnsplashSiteTests: XCTestCase {
    private let key = APIKey("secret-unsplash-key")!

    func testTheKeyTravelsInTheHeaderAndNeverInTheURL() async throws {
        let network = StubNetwork.good(UnsplashJSON.response())
        _ = try await UnsplashSite(network: network, apiKey: key).search(query: " lake ")
        let request = try XCTUnwrap(network.requested.first)
        XCTAssertEqual(request.url, "https://api.unsplash.com/search/photos?query=lake&page=1&per_page=30"
            + "&order_by=relevant&content_filter=high")
        XCTAssertEqual(request.headers, ["Authorization: Client-ID secret-unsplash-key", "Accept-Version: v1"])
        guard case .sameSiteOnly = request.redirects else {
            return XCTFail("a request with a key never follows a redirect off the site")
        }
        XCTAssertFalse(request.url.contains("secret"))
    }

    func testFiltersBecomeUnsplashsParameters() {
        var filters = SearchFilters()
        filters.shape = .square
        filters.colors = [.transparent, .lilac]
        filters.order = .latest
        filters.safeSearch = false
        let request = UnsplashRequest(apiKey: key, query: "a", page: 0, perPage: 500, filters: filters)
        XCTAssertEqual(request.url, "https://api.unsplash.com/search/photos?query=a&page=1&per_page=30"
            + "&orientation=squarish&color=purple&order_by=latest&content_filter=low",
            "no colour Unsplash lacks, the page from 1, 30 a page at most")
        filters.shape = .any
        filters.orientation = .vertical
        filters.colors = [.grayscale]
        XCTAssertTrue(UnsplashRequest(apiKey: key, query: "a", filters: filters).url
            .contains("orientation=portrait&color=black_and_white"))
    }

    func testEveryDocumentedFieldIsRead() async throws {
        let page = try await UnsplashSite(network: StubNetwork.good(UnsplashJSON.response()), apiKey: key)
            .search(query: "a")
        let image = try XCTUnwrap(page.images.first)
        XCTAssertEqual(image.site, .unsplash)
        XCTAssertEqual(image.id, "Dwu85P9SOIk")
        XCTAssertEqual(image.title, "A lake at dawn")
        XCTAssertEqual(image.summary, "mountains behind a lake")
        XCTAssertEqual(image.pageURL, "https://unsplash.com/photos/Dwu85P9SOIk?utm_source=pixscout&utm_medium=referral")
        XCTAssertEqual(image.creator?.name, "Rosa Ruiz")
        XCTAssertEqual(image.creator?.profileURL, "https://unsplash.com/@rosa?utm_source=pixscout&utm_medium=referral")
        XCTAssertEqual(image.pageImageWidth, 6000)
        XCTAssertEqual(image.pageImageHeight, 4000)
        XCTAssertEqual(image.previewURL, "https://images.unsplash.com/photo-1?w=400")
        XCTAssertEqual(image.imageURL, "https://images.unsplash.com/photo-1?w=1080")
        XCTAssertEqual(image.imageWidth, 1080)
        XCTAssertEqual(image.imageHeight, 720)
        XCTAssertEqual(image.largeImageURL, "https://images.unsplash.com/photo-1?ixid=abc&w=2048&fit=max&fm=jpg&q=80",
            "the raw rendition at the large size")
        XCTAssertEqual(image.downloadURL, "https://images.unsplash.com/photo-1?q=85")
        XCTAssertEqual(image.usageReportURL, "https://api.unsplash.com/photos/Dwu85P9SOIk/download?ixid=abc")
        XCTAssertEqual(image.license, ImageLicense.unsplash)
        XCTAssertEqual(page.totalCount, 1)
        XCTAssertNil(page.next)
    }

    func testNullsAndAbsurdNumbersAreUnknownAndABrokenPhotoIsLeftOut() async throws {
        let odd = UnsplashJSON.photo {
            $0["id"] = "odd"
            $0["description"] = NSNull()
            $0["width"] = 1e300
            $0["height"] = -3
            $0["user"] = NSNull()
        }
        let broken = UnsplashJSON.photo { $0["urls"] = ["raw": "https://images.unsplash.com/x"] }
        let body = UnsplashJSON.response([broken, odd], total: "1e400", pages: -7)
        let page = try await UnsplashSite(network: StubNetwork.good(body), apiKey: key).search(query: "a")
        XCTAssertEqual(page.images.map(\.id), ["odd"], "a photo without its small rendition is left out")
        let image = try XCTUnwrap(page.images.first)
        XCTAssertEqual(image.title, "mountains behind a lake", "the alt text stands in for a missing description")
        XCTAssertNil(image.pageImageWidth)
        XCTAssertNil(image.pageImageHeight)
        XCTAssertNil(image.imageHeight)
        XCTAssertNil(image.creator)
        XCTAssertEqual(page.totalCount, 0)
        XCTAssertNil(page.next)
    }

    func testAnEmptyAnswerIsAnEmptyPageAndPagesGoOnUntilTheLast() async throws {
        let empty = try await UnsplashSite(network: StubNetwork.good(UnsplashJSON.response([], total: 0, pages: 0)),
            apiKey: key).search(query: "a")
        XCTAssertEqual(empty.images, [])
        XCTAssertNil(empty.next)
        let answer = UnsplashJSON.response(total: 90, pages: 3)
        let site = UnsplashSite(network: StubNetwork.good(answer), apiKey: key)
        let second = try await site.search(query: "a", page: PageToken(2), filters: SearchFilters())
        XCTAssertEqual(second.next, PageToken(3))
        let third = try await site.search(query: "a", page: PageToken(3), filters: SearchFilters())
        XCTAssertNil(third.next)
    }

    func testErrorsSayWhatIsWrong() async {
        let invalid = Data(#"{"errors": ["OAuth error: The access token is invalid"]}"#.utf8)
        let cases: [(HTTPResponse, NetworkError)] = [
            (HTTPResponse(status: 401, body: invalid), .invalidAPIKey),
            (HTTPResponse(status: 403, headers: ["x-ratelimit-remaining": "0"], body: Data("Rate Limit Exceeded".utf8)),
                .rateLimited(resetSeconds: nil)),
            (HTTPResponse(status: 429, headers: ["retry-after": "120"]), .rateLimited(resetSeconds: 120)),
            (HTTPResponse(status: 503), .serverError(status: 503)),
            (HTTPResponse(status: 200, body: Data("<html>".utf8)), .incorrectDataReturned),
        ]
        for (answer, expected) in cases {
            do {
                _ = try await UnsplashSite(network: StubNetwork(.success(answer)), apiKey: key).search(query: "a")
                XCTFail("no error for \(answer.status)")
            } catch {
                XCTAssertEqual(error, expected, "HTTP \(answer.status)")
            }
        }
        XCTAssertEqual(NetworkError.invalidAPIKey.message(service: "Unsplash"),
            "Unsplash did not accept the API key. Check the key in Preferences.")
    }

    func testTheLastRequestOfTheHourClosesTheGateUntilItEnds() async throws {
        let network = StubNetwork(.success(HTTPResponse(status: 200,
            headers: ["x-ratelimit-limit": "50", "x-ratelimit-remaining": "0"], body: UnsplashJSON.response())))
        let site = UnsplashSite(network: network, apiKey: key)
        let last = try await site.search(query: "a")
        XCTAssertEqual(last.requestsLeft, 0)
        do {
            _ = try await site.search(query: "b")
            XCTFail("a search past the hour's last request was sent")
        } catch {
            guard case .rateLimited = error else { return XCTFail("\(error)") }
        }
        XCTAssertEqual(network.requested.count, 1)
    }

    func testAUseIsReportedAtTheDownloadLocationWithTheKeyInTheHeader() async throws {
        let network = StubNetwork.good(Data("{}".utf8))
        let site = UnsplashSite(network: network, apiKey: key)
        let page = try await UnsplashSite(network: StubNetwork.good(UnsplashJSON.response()), apiKey: key)
            .search(query: "a")
        try await site.reportUse(of: try XCTUnwrap(page.images.first))
        XCTAssertEqual(network.requested.map(\.url), ["https://api.unsplash.com/photos/Dwu85P9SOIk/download?ixid=abc"])
        XCTAssertEqual(network.requested.first?.headers.first, "Authorization: Client-ID secret-unsplash-key")
    }

    func testAKeptPhotoIsReportedAtTheDocumentedPathAndNoKeyGoesToAnotherSite() async throws {
        let network = StubNetwork.good(Data("{}".utf8))
        let site = UnsplashSite(network: network, baseURL: "http://127.0.0.1:9/unsplash/search/photos",
            apiKey: key)
        let kept = ImageEntity(site: .unsplash, id: "u 1", pageURL: "https://unsplash.com/photos/u1",
            previewURL: nil, imageURL: nil, largeImageURL: nil)
        try await site.reportUse(of: kept)
        let elsewhere = ImageEntity(site: .unsplash, id: "u2", pageURL: "https://unsplash.com/photos/u2",
            previewURL: nil, imageURL: nil, largeImageURL: nil, usageReportURL: "https://evil.example/collect")
        try await site.reportUse(of: elsewhere)
        XCTAssertEqual(network.requestedURLs, ["http://127.0.0.1:9/unsplash/photos/u%201/download"])
    }
}
