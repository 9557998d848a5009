import Foundation
import XCTest
@testable import PixscoutModel

final class PexelsSiteTests: XCTestCase {
    private let key = APIKey("secret-pexels-key")!

    private static var photo: [String: Any] {
        [
            "id": 2014422, "width": 3024, "height": 3024,
            "url": "https://www.pexels.com/photo/brown-rocks-2014422/",
            "photographer": "Joey Farina", "photographer_url": "https://www.pexels.com/@joey",
            "photographer_id": 680589, "avg_color": "#978E82", "liked": false, "alt": "Brown rocks during golden hour",
            "src": [
                "original": "https://images.pexels.com/photos/2014422/a.jpeg",
                "large2x": "https://images.pexels.com/photos/2014422/a.jpeg?h=650&dpr=2",
                "large": "https://images.pexels.com/photos/2014422/a.jpeg?h=650",
                "medium": "https://images.pexels.com/m.jpeg",
                "small": "https://images.pexels.com/s.jpeg", "portrait": "https://images.pexels.com/p.jpeg",
                "landscape": "https://images.pexels.com/l.jpeg", "tiny": "https://images.pexels.com/t.jpeg",
            ],
        ]
    }

    private static func response(_ photos: [[String: Any]] = [photo], total: Any = 1, next: Any? = nil) -> Data {
        var answer: [String: Any] = ["total_results": total, "page": 1, "per_page": 40, "photos": photos]
        answer["next_page"] = next
        return (try? JSONSerialization.data(withJSONObject: answer)) ?? Data()
    }

    func testTheKeyTravelsInTheHeaderAndFiltersBecomePexelsParameters() async throws {
        let network = StubNetwork.good(Self.response())
        var filters = SearchFilters()
        filters.shape = .wide
        filters.size = .screen
        (filters.screenWidth, filters.screenHeight) = (5120, 2880)
        filters.colors = [.grayscale, .lilac]
        _ = try await PexelsSite(network: network, apiKey: key).search(query: "rocks", page: PageToken(2),
            filters: filters)
        let request = try XCTUnwrap(network.requested.first)
        XCTAssertEqual(request.url, "https://api.pexels.com/v1/search?query=rocks&page=2&per_page=40"
            + "&orientation=landscape&size=medium&color=violet", "14.7 megapixels: the 12-megapixel class")
        XCTAssertEqual(request.headers, ["Authorization: secret-pexels-key"])
        XCTAssertFalse(request.url.contains("secret"))
        XCTAssertEqual(PexelsRequest(apiKey: key, query: "a", perPage: 1000).perPage, 80)
    }

    func testEveryDocumentedFieldIsRead() async throws {
        let answer = Self.response(next: "https://api.pexels.com/v1/search?page=2")
        let page = try await PexelsSite(network: StubNetwork.good(answer), apiKey: key).search(query: "a")
        let image = try XCTUnwrap(page.images.first)
        XCTAssertEqual(image.site, .pexels)
        XCTAssertEqual(image.id, "2014422")
        XCTAssertEqual(image.title, "Brown rocks during golden hour")
        XCTAssertEqual(image.pageURL, "https://www.pexels.com/photo/brown-rocks-2014422/")
        XCTAssertEqual(image.creator, ImageCreator(name: "Joey Farina", profileURL: "https://www.pexels.com/@joey"))
        XCTAssertEqual(image.pageImageWidth, 3024)
        XCTAssertEqual(image.previewURL, "https://images.pexels.com/m.jpeg")
        XCTAssertEqual(image.imageURL, "https://images.pexels.com/photos/2014422/a.jpeg?h=650")
        XCTAssertEqual(image.imageWidth, 650, "a square photo fits 940 x 650 at 650 x 650")
        XCTAssertEqual(image.largeImageURL, "https://images.pexels.com/photos/2014422/a.jpeg?h=650&dpr=2")
        XCTAssertEqual(image.downloadURL, "https://images.pexels.com/photos/2014422/a.jpeg")
        XCTAssertEqual(image.license, ImageLicense.pexels)
        XCTAssertEqual(page.next, PageToken(2))
    }

    func testNullsAbsurdNumbersAndAnEmptyAnswer() async throws {
        var odd = Self.photo
        odd["photographer"] = NSNull()
        odd["alt"] = ""
        odd["width"] = "inf"
        var broken = Self.photo
        broken["src"] = ["tiny": "https://images.pexels.com/t.jpeg"]
        let page = try await PexelsSite(network: StubNetwork.good(Self.response([broken, odd], total: -5)),
            apiKey: key).search(query: "a")
        XCTAssertEqual(page.images.count, 1, "a photo without its medium rendition is left out")
        XCTAssertNil(page.images.first?.creator)
        XCTAssertNil(page.images.first?.title)
        XCTAssertNil(page.images.first?.pageImageWidth)
        XCTAssertEqual(page.totalCount, 0)
        XCTAssertNil(page.next, "no next_page: the last page")
        let empty = try await PexelsSite(network: StubNetwork.good(Self.response([], total: 0)), apiKey: key)
            .search(query: "nothing")
        XCTAssertEqual(empty.images, [])
    }

    func testErrorsSayWhatIsWrongAndTheResetIsAUnixTime() async {
        let refusals = [
            HTTPResponse(status: 403, body: Data(#"{"error": "Forbidden"}"#.utf8)), HTTPResponse(status: 401),
        ]
        for answer in refusals {
            do {
                _ = try await PexelsSite(network: StubNetwork(.success(answer)), apiKey: key).search(query: "a")
                XCTFail("no error for \(answer.status)")
            } catch {
                XCTAssertEqual(error, .invalidAPIKey, "HTTP \(answer.status)")
            }
        }
        // The reset is a Unix time 90 s after now: the next search waits those 90 s, sending nothing.
        let now = Date(timeIntervalSince1970: 1_800_000_000)
        let network = StubNetwork(.success(HTTPResponse(status: 429,
            headers: ["x-ratelimit-remaining": "0", "x-ratelimit-reset": "1800000090"])))
        let site = PexelsSite(network: network, apiKey: key, now: { now })
        for attempt in 1...2 {
            do {
                _ = try await site.search(query: "a")
                XCTFail("no error on attempt \(attempt)")
            } catch {
                guard case .rateLimited(let seconds) = error else { return XCTFail("\(error)") }
                if attempt == 2 { XCTAssertEqual(seconds, 90) }
            }
        }
        XCTAssertEqual(network.requested.count, 1, "nothing is sent while the limit holds")
    }
}
