import PixscoutModel
import XCTest
@testable import PixscoutViewModel

@MainActor
final class ImageSearchListViewModelTests: XCTestCase {
    private let opener = StubURLOpener()

    private func source(
        _ search: StubImageSearch, fetcher: StubImageFetcher = StubImageFetcher(), host: String = "pixabay.com",
        note: String? = nil
    ) -> ImageSearchSource {
        ImageSearchSource(
            imageSearch: search, imageFetcher: fetcher, imageDownloader: StubImageDownloader(),
            linkPolicy: PageLinkPolicy(allowedHost: host), note: note)
    }

    private func makeViewModel(_ source: ImageSearchSource) -> ImageSearchListViewModel {
        ImageSearchListViewModel(source: source, previewDecoder: StubPreviewDecoder(), urlOpener: opener)
    }

    private func page(_ ids: ClosedRange<UInt64>, total: Int? = nil) -> Result<ResponseEntity, NetworkError> {
        .success(ResponseEntity(totalCount: total ?? ids.count, images: ids.map { makeImage(id: $0) }))
    }

    func testASearchShowsItsCellModels() async {
        let viewModel = makeViewModel(source(StubImageSearch(["lake": page(1...3, total: 120)])))
        var statuses: [SearchStatus] = []
        let token = viewModel.status.observe { statuses.append($0) }
        viewModel.search(query: "  lake ")
        XCTAssertEqual(viewModel.status.value, .searching(query: "lake"))
        let shown = await eventually { viewModel.cellModels.value.count == 3 }
        XCTAssertTrue(shown)
        XCTAssertEqual(viewModel.cellModels.value.map(\.id), [1, 2, 3])
        XCTAssertEqual(viewModel.cellModels.value.first?.tagText, "a, b c, d")
        XCTAssertEqual(statuses, [.idle, .searching(query: "lake"), .results(query: "lake", count: 3, total: 120)])
        withExtendedLifetime(token) {}
    }

    func testANewSearchReplacesTheResults() async {
        let viewModel = makeViewModel(source(StubImageSearch(["a": page(1...3), "b": page(10...11)])))
        viewModel.search(query: "a")
        _ = await eventually { viewModel.cellModels.value.count == 3 }
        viewModel.search(query: "b")
        let replaced = await eventually { viewModel.cellModels.value.map(\.id) == [10, 11] }
        XCTAssertTrue(replaced)
        XCTAssertEqual(viewModel.status.value, .results(query: "b", count: 2, total: 2))
    }

    func testANewSearchCancelsTheSlowerOldOne() async {
        let search = StubImageSearch(["fast": page(5...5)])
        let viewModel = makeViewModel(source(search))
        viewModel.search(query: "never answered")
        viewModel.search(query: "fast")
        let shown = await eventually { viewModel.cellModels.value.map(\.id) == [5] }
        XCTAssertTrue(shown)
        try? await Task.sleep(for: .milliseconds(50))
        XCTAssertEqual(viewModel.status.value, .results(query: "fast", count: 1, total: 1))
    }

    func testAnEmptyResultSaysSo() async {
        let viewModel = makeViewModel(source(StubImageSearch(["zzz": .success(ResponseEntity(totalCount: 0, images: []))])))
        viewModel.search(query: "zzz")
        let empty = await eventually { viewModel.status.value == .noResults(query: "zzz") }
        XCTAssertTrue(empty)
        XCTAssertTrue(viewModel.cellModels.value.isEmpty)
    }

    func testEachErrorSurfacesAsItsMessageAndKeepsTheResults() async {
        let errors: [NetworkError] = [
            .serverNotReached, .connectionLost, .incorrectDataReturned, .serverError(status: 500),
            .requestRejected(status: 404),
        ]
        for error in errors {
            let viewModel = makeViewModel(source(StubImageSearch(["ok": page(1...2), "bad": .failure(error)])))
            viewModel.search(query: "ok")
            _ = await eventually { viewModel.cellModels.value.count == 2 }
            viewModel.search(query: "bad")
            let failed = await eventually { viewModel.status.value == .failed(query: "bad") }
            XCTAssertTrue(failed, "\(error)")
            XCTAssertEqual(viewModel.banner.value, Banner(text: error.message, action: .retry))
            XCTAssertEqual(viewModel.cellModels.value.count, 2, "results are kept after \(error)")
        }
    }

    func testAnInvalidKeyPointsToPreferences() async {
        let viewModel = makeViewModel(source(StubImageSearch(["x": .failure(.invalidAPIKey)])))
        viewModel.search(query: "x")
        _ = await eventually { viewModel.banner.value != nil }
        XCTAssertEqual(viewModel.banner.value?.action, .openPreferences)
        XCTAssertEqual(viewModel.banner.value?.text, NetworkError.invalidAPIKey.message)
    }

    func testRetryRepeatsTheLastSearchAndClearsTheError() async {
        let search = StubImageSearch(["x": page(1...1)])
        let viewModel = makeViewModel(source(search))
        viewModel.repeatSearch()
        XCTAssertEqual(viewModel.status.value, .idle, "nothing to repeat yet")
        try? await Task.sleep(for: .milliseconds(30))
        XCTAssertEqual(search.queries, [])
        viewModel.search(query: "x")
        _ = await eventually { viewModel.cellModels.value.count == 1 }
        viewModel.banner.value = Banner(text: "old", action: .retry)
        viewModel.repeatSearch()
        let cleared = await eventually { viewModel.banner.value == nil && search.queries.count == 2 }
        XCTAssertTrue(cleared)
        XCTAssertEqual(search.queries, ["x", "x"])
    }

    func testOpeningAPageOnTheProvidersSiteAsksTheBrowser() async {
        let viewModel = makeViewModel(source(StubImageSearch(["x": page(1...4)])))
        viewModel.search(query: "x")
        _ = await eventually { viewModel.cellModels.value.count == 4 }
        viewModel.openPage(at: 3)
        XCTAssertEqual(opener.opened, ["https://pixabay.com/photos/image-4/"])
        XCTAssertNil(viewModel.banner.value)
    }

    func testUntrustedLinksAreRefusedAndNothingOpens() async {
        let links = [
            "file:///etc/passwd", "javascript:alert(1)", "https://evil.example/pixabay.com", "https://pixabay.com.evil.example/",
            "https://user:pw@pixabay.com/photo/", "ftp://pixabay.com/x", "not a url",
        ]
        let images = links.enumerated().map { makeImage(id: UInt64($0.offset), pageURL: $0.element) }
        let viewModel = makeViewModel(source(StubImageSearch(["x": .success(ResponseEntity(totalCount: 7, images: images))])))
        viewModel.search(query: "x")
        _ = await eventually { viewModel.cellModels.value.count == links.count }
        for index in links.indices {
            viewModel.banner.value = nil
            viewModel.openPage(at: index)
            XCTAssertEqual(viewModel.banner.value?.action, .dismiss, links[index])
            XCTAssertTrue(viewModel.banner.value?.text.contains("did not open") == true, links[index])
        }
        XCTAssertEqual(opener.opened, [])
    }

    func testABrowserThatFailsIsReported() async {
        opener.failure = "no browser is installed."
        let viewModel = makeViewModel(source(StubImageSearch(["x": page(1...1)])))
        viewModel.search(query: "x")
        _ = await eventually { viewModel.cellModels.value.count == 1 }
        viewModel.openPage(at: 0)
        XCTAssertEqual(viewModel.banner.value?.text, "Pixscout could not open the image's page in a browser: no browser is installed.")
    }

    func testVisibleRowsLoadFirstAndFarRowsDoNotFetchAhead() async {
        let fetcher = StubImageFetcher()
        let viewModel = makeViewModel(source(StubImageSearch(["x": page(1...50)]), fetcher: fetcher))
        viewModel.search(query: "x")
        _ = await eventually { viewModel.cellModels.value.count == 50 }
        viewModel.setVisibleRows(20..<25)
        _ = await eventually { viewModel.cellModels.value[20..<25].allSatisfy { !$0.preview.value.isPlaceholder } }
        let fetchedIDs = Set(fetcher.fetchedURLs.map { Int($0.split(separator: "-").last!.dropLast(4))! })
        XCTAssertTrue(Set(21...25).isSubset(of: fetchedIDs), "the visible rows loaded")
        XCTAssertFalse(fetchedIDs.contains { $0 > 25 + ImageSearchListViewModel.previewLookahead },
                       "rows far below the view did not fetch")
        XCTAssertFalse(fetchedIDs.contains(40))
    }

    func testScrollingFarAwayCancelsLoadsThatAreNoLongerNeeded() async {
        let slowURLs = Set((1...12).map { "https://cdn.pixabay.com/preview-\($0).jpg" })
        let fetcher = StubImageFetcher(slow: slowURLs)
        let viewModel = makeViewModel(source(StubImageSearch(["x": page(1...50)]), fetcher: fetcher))
        viewModel.search(query: "x")
        _ = await eventually { viewModel.cellModels.value.count == 50 }
        let first = viewModel.cellModels.value[0] as! ImageSearchCellModel
        XCTAssertTrue(first.isLoadingPreview)
        viewModel.setVisibleRows(44..<50)
        XCTAssertFalse(first.isLoadingPreview)
    }

    func testSwitchingSourceRepeatsTheSearchThere() async {
        let sample = StubImageSearch(["x": page(1...2)])
        let pixabay = StubImageSearch(["x": page(100...102)])
        let viewModel = makeViewModel(source(sample, note: "sample"))
        XCTAssertEqual(viewModel.sourceNote.value, "sample")
        viewModel.search(query: "x")
        _ = await eventually { viewModel.cellModels.value.count == 2 }
        viewModel.switchSource(to: source(pixabay))
        XCTAssertNil(viewModel.sourceNote.value)
        let switched = await eventually { viewModel.cellModels.value.map(\.id) == [100, 101, 102] }
        XCTAssertTrue(switched)
    }
}
