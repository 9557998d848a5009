import XCTest
@testable import PixscoutModel

/// One query of one site or several, fed its answers by hand in the order a test chooses: what
/// a person would see change at each answer, with no task and no clock.
final class SiteQueryTests: XCTestCase {
    private struct Site: ImageSite {
        let description: SiteDescription

        init(_ id: SiteID) {
            description = SiteDescription(
                id: id, homeURL: nil, linkPolicy: .anyWebPage, supportedFilters: [], previewOrigin: nil, apiOrigin: nil)
        }

        func search(query: String, page: PageToken?, filters: SearchFilters) async throws(NetworkError) -> ResultPage {
            throw .cancelled
        }
    }

    private func page(_ site: SiteID, _ ids: [String], next: Int? = nil) -> Result<ResultPage, NetworkError> {
        let images = ids.map {
            ImageEntity(site: site, id: $0, pageURL: "https://\(site.rawValue).example/\($0)", previewURL: nil,
                imageURL: nil, largeImageURL: nil, license: ImageLicense(code: "cc0", name: "CC0"))
        }
        return .success(ResultPage(images: images, totalCount: 100, next: next.map { PageToken($0) }))
    }

    private func shown(_ outcomes: [SiteQuery.Outcome]) -> [String] {
        outcomes.flatMap { outcome -> [String] in
            switch outcome {
            case .firstPage(let images, _): ["first: " + images.map(\.id).joined(separator: " ")]
            case .regrouped(let images, _): ["regrouped: " + images.map(\.id).joined(separator: " ")]
            case .nextPage(let images): ["next: " + images.map(\.id).joined(separator: " ")]
            case .enriched(let changed): ["enriched: " + changed.map(\.shownKey).joined(separator: " ")]
            case .failed(let operation, let error): ["failed \(operation): \(Self.name(error))"]
            case .siteFailed(let site, let error): ["\(site.name) failed: \(Self.name(error))"]
            }
        }
    }

    private static func name(_ error: NetworkError) -> String {
        switch error {
        case .timedOut: "timedOut"
        case .serverNotReached: "serverNotReached"
        default: "another error"
        }
    }

    func testRowsShowFromTheFirstSiteThatAnswersAndALaterFirstPageMergesInByRank() {
        var query = SiteQuery("tree", sites: [Site(.openverse), Site(.commons)], filters: SearchFilters())
        let first = query.firstRequests()
        XCTAssertEqual(first.map(\.lane), [0, 1], "each site's first page is asked at once")
        XCTAssertTrue(query.isSearching)
        XCTAssertEqual(shown(query.receive(page(.commons, ["c1", "c2"], next: 2), for: first[1])), ["first: c1 c2"],
            "the faster site's rows show without waiting for the other")
        XCTAssertEqual(shown(query.receive(page(.openverse, ["o1", "o2"], next: 2), for: first[0])),
            ["regrouped: o1 c1 o2 c2"], "the late first page merges in by rank, in the sites' order")
        XCTAssertNil(query.total, "two sites' counts make no one total")
        XCTAssertFalse(query.isSearching)
    }

    func testOnceThePersonPagedOnALateFirstPageGoesAtTheEnd() {
        var query = SiteQuery("tree", sites: [Site(.openverse), Site(.commons)], filters: SearchFilters())
        let first = query.firstRequests()
        _ = query.receive(page(.commons, ["c1"], next: 2), for: first[1])
        let next = query.nextRequests()
        XCTAssertEqual(next.map(\.page?.value), [2], "only the site that answered is asked for more")
        XCTAssertTrue(query.isLoadingMore)
        XCTAssertEqual(shown(query.receive(page(.commons, ["c2"]), for: next[0])), ["next: c2"])
        XCTAssertEqual(shown(query.receive(page(.openverse, ["o1"]), for: first[0])), ["next: o1"],
            "rows already passed are not reordered under the person")
        XCTAssertTrue(query.nextRequests().isEmpty, "no site is asked past its end")
        XCTAssertFalse(query.hasMore)
    }

    func testAnEmptyAnswerWaitsForTheOthersBeforeSayingThereIsNothing() {
        var query = SiteQuery("zzz", sites: [Site(.openverse), Site(.commons)], filters: SearchFilters())
        let first = query.firstRequests()
        XCTAssertEqual(shown(query.receive(page(.openverse, []), for: first[0])), [])
        XCTAssertTrue(query.nextRequests().isEmpty, "nothing is paged before the first page went out")
        XCTAssertEqual(shown(query.receive(page(.commons, []), for: first[1])), ["first: "])
    }

    func testOneSiteFailingIsNamedWhileTheOthersResultsStay() {
        var query = SiteQuery("tree", sites: [Site(.openverse), Site(.pixabay)], filters: SearchFilters())
        let first = query.firstRequests()
        XCTAssertEqual(shown(query.receive(page(.openverse, []), for: first[0])), [])
        XCTAssertEqual(shown(query.receive(.failure(.timedOut), for: first[1])),
            ["Pixabay failed: timedOut", "first: "], "the empty answer that waited for it is said at last")
        XCTAssertNil(query.failedOperation, "the query as a whole has not failed")
    }

    func testAFailedFirstPageIsSearchedAnewAndAFailedNextPageIsAskedAgain() {
        var query = SiteQuery("tree", sites: [Site(.pixabay)], filters: SearchFilters())
        var first = query.firstRequests()
        XCTAssertEqual(shown(query.receive(.failure(.serverNotReached), for: first[0])),
            ["failed search: serverNotReached"])
        XCTAssertNil(query.retry(), "a first page that failed is a new search")

        query = SiteQuery("tree", sites: [Site(.pixabay)], filters: SearchFilters())
        first = query.firstRequests()
        _ = query.receive(page(.pixabay, ["p1"], next: 2), for: first[0])
        XCTAssertEqual(query.total, 100, "one site's count is the total")
        let next = query.nextRequests()
        XCTAssertEqual(shown(query.receive(.failure(.serverNotReached), for: next[0])),
            ["failed nextPage: serverNotReached"])
        XCTAssertTrue(query.nextRequests().isEmpty, "nothing more loads on its own while a failure waits")
        XCTAssertEqual(query.retry()?.map(\.page?.value), [2], "Retry asks for the page that failed")
    }

    func testACancelledRequestChangesNothing() {
        var query = SiteQuery("tree", sites: [Site(.openverse)], filters: SearchFilters())
        let first = query.firstRequests()
        query.cancelAll()
        XCTAssertFalse(query.isSearching)
        XCTAssertEqual(shown(query.receive(.failure(.cancelled), for: first[0])), [])
        XCTAssertNil(query.failedOperation)
    }
}
