import Foundation
import XCTest
@testable import PixscoutModel

/// More by the photographer: Unsplash lists a user's photos, found by the user name their
/// profile link ends in.
final class UnsplashThreadTests: XCTestCase {
    private let key = APIKey("secret-unsplash-key")!

    func testAPhotoOffersMoreByItsPhotographerUnderTheirUserName() async throws {
        let page = try await UnsplashSite(network: StubNetwork.good(UnsplashJSON.response()), apiKey: key)
            .search(query: "a")
        let image = try XCTUnwrap(page.images.first)
        XCTAssertEqual(image.threads, [.author("rosa")])
        XCTAssertTrue(UnsplashSite(network: StubNetwork.good(), apiKey: key).description.follows(.author("rosa")))
    }

    func testTheThreadAsksForTheUsersPhotosAndPagesWhileTheyAreFull() async throws {
        let list = (try? JSONSerialization.data(withJSONObject: Array(repeating: UnsplashJSON.photo, count: 30)))
            ?? Data()
        let network = StubNetwork.good(list)
        let site = UnsplashSite(network: network, baseURL: "http://127.0.0.1:9/unsplash/search/photos",
            apiKey: key)
        let first = try await site.search(query: "author:\"rosa ruiz\"")
        XCTAssertEqual(network.requestedURLs,
            ["http://127.0.0.1:9/unsplash/users/rosa%20ruiz/photos?page=1&per_page=30&order_by=popular"])
        XCTAssertEqual(network.requested.first?.headers.first, "Authorization: Client-ID secret-unsplash-key")
        XCTAssertEqual(first.images.count, 30)
        XCTAssertNil(first.totalCount, "a user's photos come with no total")
        XCTAssertEqual(first.next, PageToken(2))
    }

    func testAPhotographerUnsplashDoesNotKnowIsAnEmptyPage() async throws {
        let site = UnsplashSite(network: StubNetwork(.success(HTTPResponse(status: 404))), apiKey: key)
        let page = try await site.search(query: "author:\"Someone from Commons\"")
        XCTAssertEqual(page.images, [])
        do {
            _ = try await site.search(query: "lake")
            XCTFail("a 404 for words is an error")
        } catch {
            XCTAssertEqual(error, .requestRejected(status: 404))
        }
    }
}
