import Foundation
import XCTest
@testable import PixscoutModel

/// A site that has not given its first page by the deadline has failed, for the window's
/// pages and the desktop's first pages alike; later pages have no deadline.
final class SiteSearchTests: XCTestCase {
    /// Answers at once.
    private final class QuickSite: ImageSite, Sendable {
        let description = SiteDescription(id: .openverse, homeURL: nil, linkPolicy: .anyWebPage,
            supportedFilters: [], previewOrigin: nil, apiOrigin: nil)

        func search(query: String, page: PageToken?, filters: SearchFilters) async throws(NetworkError) -> ResultPage {
            let image = ImageEntity(site: .openverse, id: "o1", pageURL: "https://openverse.example/o1",
                previewURL: nil, imageURL: nil, largeImageURL: nil, license: nil)
            return ResultPage(images: [image], totalCount: 1, next: nil)
        }
    }

    /// Never answers; stops when its request is cancelled.
    private final class SilentSite: ImageSite, @unchecked Sendable {
        let description = SiteDescription(id: .commons, homeURL: nil, linkPolicy: .anyWebPage,
            supportedFilters: [], previewOrigin: nil, apiOrigin: nil)
        private let lock = NSLock()
        private var cancelled = false
        var wasCancelled: Bool { lock.withLock { cancelled } }

        func search(query: String, page: PageToken?, filters: SearchFilters) async throws(NetworkError) -> ResultPage {
            while !Task.isCancelled { try? await Task.sleep(for: .milliseconds(2)) }
            lock.withLock { cancelled = true }
            throw .cancelled
        }
    }

    /// Counts the searches that reach it.
    private final class CountingSite: ImageSite, @unchecked Sendable {
        let description = SiteDescription(id: .pixabay, homeURL: nil, linkPolicy: .anyWebPage,
            supportedFilters: [], previewOrigin: nil, apiOrigin: nil)
        private let lock = NSLock()
        private var count = 0
        var searches: Int { lock.withLock { count } }

        func search(query: String, page: PageToken?, filters: SearchFilters) async throws(NetworkError) -> ResultPage {
            lock.withLock { count += 1 }
            return ResultPage(images: [], totalCount: 0, next: nil)
        }
    }

    /// A deadline that never passes: it waits until its request is done.
    private let never: @Sendable (Duration) async throws -> Void = { _ in
        while !Task.isCancelled { try await Task.sleep(for: .milliseconds(2)) }
        throw CancellationError()
    }

    func testASitePastItsDeadlineHasFailedAndItsRequestIsCancelled() async {
        let silent = SilentSite()
        let (merged, outcomes) = await SiteSearch { _ in }.firstPages(of: [silent], query: "q",
            filters: SearchFilters())
        XCTAssertEqual(merged.images.count, 0)
        let failures = outcomes.compactMap { outcome in
            if case .failed(_, let error) = outcome { error } else { nil }
        }
        XCTAssertEqual(failures, [.timedOut], "the one site's failure is the search's, said as the window hears it")
        XCTAssertTrue(silent.wasCancelled, "its request is not left running")
    }

    func testAFirstPageBeforeTheDeadlineIsTheAnswer() async {
        let quick = QuickSite()
        let first = await SiteSearch(sleep: never).page(nil, of: quick, query: "q", filters: SearchFilters())
        XCTAssertEqual((try? first.get())?.images.map(\.id), ["o1"])
    }

    /// A later page is answered with a deadline that passes at once. (That no timer starts at
    /// all for it is not seen from here: the quick site answers before one could end.)
    func testALaterPageIsAnsweredWhenTheDeadlinePassesAtOnce() async {
        let quick = QuickSite()
        let search = SiteSearch { _ in }
        let later = await search.page(PageToken(2), of: quick, query: "q", filters: SearchFilters())
        XCTAssertEqual((try? later.get())?.images.count, 1, "a deadline that passes at once does not touch it")
    }

    /// A search replaced before its request started (Back to Search, then a tag followed at
    /// once) costs the site no request, and no rate limit.
    func testARequestCancelledBeforeItStartsNeverReachesTheSite() async {
        let counting = CountingSite()
        let search = SiteSearch(sleep: never)
        let answers = await Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return [await search.page(nil, of: counting, query: "q", filters: SearchFilters()),
                await search.page(PageToken(2), of: counting, query: "q", filters: SearchFilters())]
        }.value
        XCTAssertEqual(answers.map { (try? $0.get()) == nil }, [true, true])
        XCTAssertEqual(counting.searches, 0)
    }
}
