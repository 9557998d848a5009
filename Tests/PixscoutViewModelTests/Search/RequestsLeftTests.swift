import Foundation
import PixscoutModel
import XCTest
@testable import PixscoutViewModel

/// The footer says when a site's rate limit is near (Unsplash's demo keys allow 50 requests
/// an hour), naming the site with the fewest left.
@MainActor
final class RequestsLeftTests: XCTestCase {
    private func answer(_ ids: ClosedRange<Int>, left: Int?) -> Result<ResultPage, NetworkError> {
        .success(ResultPage(images: ids.map { makeImage(id: $0) }, totalCount: ids.count, next: nil,
            requestsLeft: left))
    }

    func testFewRequestsLeftAreSaidAndPlentyAreNot() async {
        let site = StubSite(["few": answer(1...2, left: 4), "plenty": answer(3...4, left: 45),
            "cached": answer(5...6, left: nil)])
        let viewModel = makeWindowModel(makeSearchedSites(site))
        viewModel.search.search(query: "plenty")
        await waitUntil("the first results") { viewModel.results.resultCount == 2 }
        XCTAssertNil(viewModel.search.fewRequestsLeft.value)
        viewModel.search.search(query: "few")
        await waitUntil("the next results") { viewModel.results.cellModel(at: 0)?.id == "pixabay:1" }
        XCTAssertEqual(viewModel.search.fewRequestsLeft.value, "Pixabay allows 4 more requests for now")
        viewModel.search.search(query: "cached")
        await waitUntil("an answer from the cache") { viewModel.results.cellModel(at: 0)?.id == "pixabay:5" }
        XCTAssertEqual(viewModel.search.fewRequestsLeft.value, "Pixabay allows 4 more requests for now",
            "a cached answer says nothing of the limit: the last word stands")
    }

    func testTheSiteWithTheFewestLeftIsNamed() async {
        XCTAssertEqual(SiteWording.fewRequestsLeft([.pexels: 9, .unsplash: 1, .pixabay: 80]),
            "Unsplash allows 1 more request for now")
        XCTAssertNil(SiteWording.fewRequestsLeft([.unsplash: 11]))
    }
}
