import Foundation
import PixscoutModel
import XCTest
@testable import PixscoutViewModel

/// The footer says when a site's rate limit is near (Unsplash's demo keys allow 50 requests
/// an hour), naming the site with the fewest left. The search alone, over a stub site.
@MainActor
final class RequestsLeftTests: XCTestCase {
    private func answer(_ ids: ClosedRange<Int>, left: Int?) -> Result<ResultPage, NetworkError> {
        .success(ResultPage(images: ids.map { makeImage(id: $0) }, totalCount: ids.count, next: nil,
            requestsLeft: left))
    }

    private func answered(_ search: SearchViewModel, _ query: String) async {
        search.search(query: query)
        await waitUntil("the answer to \(query)") {
            if case .results(query, _, _) = search.status.value { true } else { false }
        }
    }

    func testFewRequestsLeftAreSaidAndPlentyAreNot() async {
        let site = StubSite(["few": answer(1...2, left: 4), "plenty": answer(3...4, left: 45),
            "cached": answer(5...6, left: nil)])
        let active = ActiveSite(sites: makeSearchedSites(site), decoder: StubPreviewDecoder(),
            mode: ObservableProperty(.search), access: LibraryAccess())
        let search = SearchViewModel(active: active, filters: StubChosenFilters(),
            messages: MessagesViewModel.standalone, catalog: nil, siteStore: nil, history: nil,
            siteSearch: SiteSearch())
        await answered(search, "plenty")
        XCTAssertNil(search.fewRequestsLeft.value)
        await answered(search, "few")
        XCTAssertEqual(search.fewRequestsLeft.value, "Pixabay allows 4 more requests for now")
        await answered(search, "cached")
        XCTAssertEqual(search.fewRequestsLeft.value, "Pixabay allows 4 more requests for now",
            "a cached answer says nothing of the limit: the last word stands")
    }

    func testTheSiteWithTheFewestLeftIsNamed() async {
        XCTAssertEqual(SiteWording.fewRequestsLeft([.pexels: 9, .unsplash: 1, .pixabay: 80]),
            "Unsplash allows 1 more request for now")
        XCTAssertNil(SiteWording.fewRequestsLeft([.unsplash: 11]))
    }
}
