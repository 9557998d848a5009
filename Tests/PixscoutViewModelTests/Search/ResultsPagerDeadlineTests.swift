import Foundation
import PixscoutModel
import XCTest
@testable import PixscoutViewModel

/// A site that never gives its first page is named, with Retry, once its deadline passes:
/// the footer never says "so far" for good.
@MainActor
final class ResultsPagerDeadlineTests: XCTestCase {
    /// Deadlines that pass when the test says, not with time.
    private final class Deadlines: @unchecked Sendable {
        private let lock = NSLock()
        private var waiting: [CheckedContinuation<Void, Never>] = []

        var count: Int { lock.withLock { waiting.count } }

        func sleep(_: Duration) async throws {
            await withCheckedContinuation { continuation in lock.withLock { waiting.append(continuation) } }
        }

        func pass() {
            let passing = lock.withLock {
                defer { waiting = [] }
                return waiting
            }
            passing.forEach { $0.resume() }
        }
    }

    private func image(_ site: SiteID, _ id: String) -> ImageEntity {
        ImageEntity(site: site, id: id, pageURL: "https://\(site.rawValue).example/\(id)", previewURL: nil,
            imageURL: nil,
                    largeImageURL: nil, license: .pixabay)
    }

    func testASiteThatHasNotAnsweredByItsDeadlineIsNamedAndTheSearchEnds() async {
        let deadlines = Deadlines()
        let pager = ResultsPager(siteSearch: SiteSearch(firstPageDeadline: .seconds(30), sleep: deadlines.sleep))
        var outcomes: [String] = []
        let heard = pager.outcomes.observe { outcome in
            switch outcome {
            case .firstPage(let images, _): outcomes.append("first page of \(images.count)")
            case .siteFailed(let site,
                let error): outcomes.append("\(site.name) failed\(error == .timedOut ? " to answer in time" : "")")
            default: outcomes.append("other")
            }
        }
        defer { withExtendedLifetime(heard) {} }
        let openverse = GatedSite(.openverse, pages: [[image(.openverse, "o1")]])
        let commons = GatedSite(.commons, pages: [[image(.commons, "c1")]])
        pager.search("q", in: [openverse, commons], filters: SearchFilters())
        openverse.open(1)
        await waitUntil("Openverse's rows") { outcomes == ["first page of 1"] }
        XCTAssertTrue(pager.isSearching, "Commons is still awaited")
        await waitUntil("both deadlines set") { deadlines.count == 2 }

        deadlines.pass()
        await waitUntil("Commons named") { outcomes.count == 2 }
        XCTAssertEqual(outcomes.last, "Wikimedia Commons failed to answer in time")
        XCTAssertFalse(pager.isSearching)
        XCTAssertFalse(pager.hasMore, "nothing more is awaited")

        pager.retry()
        XCTAssertTrue(pager.isSearching, "Retry asks again")
    }
}
