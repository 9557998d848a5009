import PixscoutModel
import XCTest
@testable import PixscoutViewModel

/// Counts the pages the results ask for.
@MainActor
private final class CountedPages: ResultPages {
    var asked = 0
    let hasMore = true
    let total: Int? = nil
    func loadNextPage() { asked += 1 }
}

/// The results view model on its own, given images and a stub of the pages behind them.
@MainActor
final class ResultsViewModelTests: XCTestCase {
    private let pages = CountedPages()
    private lazy var results = ResultsViewModel(pages: pages, sleep: { _ in })
    private let loader = PreviewLoader(fetcher: StubImageFetcher(), decoder: StubPreviewDecoder())

    func testTheNextPageIsAskedForOnlyWhenTheViewComesNearTheEnd() async {
        results.replace(with: (1...40).map { makeImage(id: $0) }, loader: loader)
        results.setVisibleRows(0..<20)
        XCTAssertEqual(pages.asked, 0, "far from the end")
        results.setVisibleRows(20..<36)
        XCTAssertEqual(pages.asked, 1, "five rows from the end")
        results.append((41...80).map { makeImage(id: $0) }, loader: loader)
        results.setVisibleRows(30..<50)
        XCTAssertEqual(pages.asked, 1, "the new page moved the end away")
    }

    func testAFirstPageReplacesAndLaterPagesAddTellingTheViewWhat() async {
        var changes: [ResultsChange] = []
        let token = results.resultsChanges.observe { changes.append($0) }
        results.replace(with: (1...3).map { makeImage(id: $0) }, loader: loader)
        results.append((4...5).map { makeImage(id: $0) }, loader: loader)
        XCTAssertEqual(results.resultCount, 5)
        XCTAssertEqual(results.cellModel(at: 3)?.id, "pixabay:4")
        XCTAssertNil(results.cellModel(at: 5))
        XCTAssertEqual(changes, [.replaced(count: 3), .appended(3..<5)])
        results.replace(with: [], loader: loader)
        XCTAssertEqual(results.resultCount, 0)
        withExtendedLifetime(token) {}
    }
}
