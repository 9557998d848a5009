import Foundation
import PixscoutModel
import XCTest
@testable import PixscoutViewModel

@MainActor
final class PagingAndDetailTests: XCTestCase {
    private let opener = StubURLOpener()
    private var downloader = StubImageDownloader()

    private func makeViewModel(
        _ search: any ImageSearching, fetcher: StubImageFetcher = StubImageFetcher(),
        filtersStore: SearchFiltersStore? = nil, locale: Locale = Locale(identifier: "en_US")
    ) -> ImageSearchListViewModel {
        let source = ImageSearchSource(
            imageSearch: search, imageFetcher: fetcher, imageDownloader: downloader,
            linkPolicy: PageLinkPolicy(allowedHost: "pixabay.com"), note: nil)
        return ImageSearchListViewModel(
            source: source, previewDecoder: StubPreviewDecoder(), urlOpener: opener, filtersStore: filtersStore,
            locale: locale, sleep: { _ in try await Task.sleep(for: .milliseconds(1)) })
    }

    private func searched(_ search: PagedStubSearch, _ viewModel: ImageSearchListViewModel) async {
        viewModel.search(query: "q")
        _ = await eventually { !viewModel.cellModels.value.isEmpty }
    }

    // MARK: Paging

    func testScrollingToTheEndLoadsEachPageOnceAndStopsAtTheTotal() async {
        let search = PagedStubSearch(total: 130)
        let viewModel = makeViewModel(search)
        await searched(search, viewModel)
        XCTAssertEqual(viewModel.cellModels.value.count, 50)
        viewModel.setVisibleRows(44..<50)
        XCTAssertTrue(viewModel.isLoadingMore.value)
        viewModel.setVisibleRows(45..<50)
        _ = await eventually { viewModel.cellModels.value.count == 100 }
        XCTAssertFalse(viewModel.isLoadingMore.value)
        viewModel.setVisibleRows(95..<100)
        _ = await eventually { viewModel.cellModels.value.count == 130 }
        viewModel.setVisibleRows(125..<130)
        viewModel.selectRow(at: 129)
        try? await Task.sleep(for: .milliseconds(20))
        XCTAssertEqual(search.pages, [1, 2, 3], "no duplicate request and none past the end")
        XCTAssertEqual(viewModel.status.value, .results(query: "q", count: 130, total: 130))
        XCTAssertEqual(viewModel.cellModels.value.map(\.id), (1...130).map(UInt64.init))
    }

    func testPagingStopsAtPixabaysFiveHundred() async {
        let search = PagedStubSearch(total: 20000)
        let viewModel = makeViewModel(search)
        await searched(search, viewModel)
        for _ in 0..<12 {
            let count = viewModel.cellModels.value.count
            viewModel.setVisibleRows((count - 3)..<count)
            _ = await eventually(timeout: .milliseconds(300)) { viewModel.cellModels.value.count > count }
        }
        XCTAssertEqual(viewModel.cellModels.value.count, 500)
        XCTAssertEqual(search.pages, Array(1...10))
    }

    func testSelectingNearTheEndLoadsTheNextPage() async {
        let search = PagedStubSearch(total: 80)
        let viewModel = makeViewModel(search)
        await searched(search, viewModel)
        viewModel.selectRow(at: 47)
        let loaded = await eventually { viewModel.cellModels.value.count == 80 }
        XCTAssertTrue(loaded)
    }

    func testAFailedPageKeepsTheRowsAndRetryLoadsThatPage() async {
        let search = PagedStubSearch(total: 120)
        search.failingPage = 2
        let viewModel = makeViewModel(search)
        await searched(search, viewModel)
        viewModel.setVisibleRows(45..<50)
        _ = await eventually { viewModel.banner.value != nil }
        XCTAssertEqual(viewModel.banner.value, Banner(text: NetworkError.connectionLost.message, action: .retry))
        XCTAssertEqual(viewModel.cellModels.value.count, 50)
        viewModel.setVisibleRows(45..<50)
        XCTAssertFalse(viewModel.isLoadingMore.value, "scrolling does not hammer a failing page")
        try? await Task.sleep(for: .milliseconds(30))
        XCTAssertEqual(search.pages, [1, 2])
        viewModel.retry()
        let loaded = await eventually { viewModel.cellModels.value.count == 100 }
        XCTAssertTrue(loaded)
        XCTAssertEqual(search.pages, [1, 2, 2])
        XCTAssertNil(viewModel.banner.value)
    }

    // MARK: Rate limits

    func testARateLimitCountsDownThenSearchesOnItsOwn() async {
        let search = PagedStubSearch(total: 10)
        search.rateLimitedOnce = 2
        let viewModel = makeViewModel(search)
        var banners: [String] = []
        let token = viewModel.banner.observe { if let text = $0?.text { banners.append(text) } }
        viewModel.search(query: "q")
        let recovered = await eventually { viewModel.cellModels.value.count == 10 }
        XCTAssertTrue(recovered)
        XCTAssertEqual(banners, [
            "Pixabay's rate limit is reached; retrying in 2 s.", "Pixabay's rate limit is reached; retrying in 1 s.",
        ])
        XCTAssertNil(viewModel.banner.value)
        XCTAssertEqual(search.pages, [1, 1])
        withExtendedLifetime(token) {}
    }

    // MARK: Filters

    func testChangingAFilterSearchesAgainWithItAndKeepsIt() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pixscout-filters-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = SearchFiltersStore(file: folder.appendingPathComponent("filters.json"))
        let search = PagedStubSearch(total: 10)
        let viewModel = makeViewModel(search, filtersStore: store)
        XCTAssertTrue(viewModel.filters.value.safeSearch, "safe search is on by default")
        await searched(search, viewModel)
        viewModel.updateFilters {
            $0.imageType = "vector"
            $0.colors = ["red", "blue"]
            $0.category = "nature"
            $0.minWidth = 800
        }
        _ = await eventually { search.filters.count == 2 }
        let used = search.filters.last!
        XCTAssertEqual(used.imageType, .vector)
        XCTAssertEqual(used.colors, [.red, .blue])
        XCTAssertEqual(used.category, .nature)
        XCTAssertEqual(used.minWidth, 800)
        XCTAssertEqual(store.load(), used, "kept for the next start")
        let restarted = makeViewModel(PagedStubSearch(total: 1), filtersStore: store)
        XCTAssertEqual(restarted.filters.value.imageType, "vector")
        XCTAssertEqual(restarted.filters.value.colors, ["red", "blue"])
    }

    func testAnUnchangedFilterDoesNotSearchAgain() async {
        let search = PagedStubSearch(total: 10)
        let viewModel = makeViewModel(search)
        await searched(search, viewModel)
        viewModel.updateFilters { $0.safeSearch = true }
        XCTAssertEqual(viewModel.status.value, .results(query: "q", count: 10, total: 10), "no new search started")
        try? await Task.sleep(for: .milliseconds(30))
        XCTAssertEqual(search.pages, [1])
    }

    // MARK: Detail

    func testSelectingARowShowsItsDetailsFormattedForTheLocale() async {
        let search = PagedStubSearch(total: 3)
        let viewModel = makeViewModel(search, locale: Locale(identifier: "de_DE"))
        await searched(search, viewModel)
        XCTAssertNil(viewModel.detail.value)
        viewModel.selectRow(at: 1)
        let detail = viewModel.detail.value
        XCTAssertEqual(detail?.id, 2)
        XCTAssertEqual(detail?.tagText, "a, b c, d")
        XCTAssertEqual(detail?.pageImageSizeText, "1000 x 2000")
        XCTAssertEqual(detail?.suggestedFileName, "pixabay-2.jpg")
        let loaded = await eventually { if case .image = detail?.image.value { true } else { false } }
        XCTAssertTrue(loaded)
        viewModel.selectRow(at: nil)
        XCTAssertNil(viewModel.detail.value)
    }

    func testCountsUseTheLocalesThousandsSeparators() async {
        var image = makeImage(id: 9)
        image = ImageEntity(
            id: 9, pageURL: image.pageURL, pageImageWidth: 1, pageImageHeight: 1, previewURL: "", previewWidth: 1,
            previewHeight: 1, imageURL: "", imageWidth: 1, imageHeight: 1, largeImageURL: "https://x/large.png",
            viewCount: 7_654_321, downloadCount: 123_456, likeCount: 789, tags: [], username: "u", userImageURL: nil)
        let english = ImageDetailViewModel(
            image: image, imageFetcher: StubImageFetcher(), imageDownloader: downloader, previewDecoder: StubPreviewDecoder(),
            locale: Locale(identifier: "en_US")) {}
        XCTAssertEqual([english.viewCountText, english.downloadCountText, english.likeCountText], ["7,654,321", "123,456", "789"])
        XCTAssertEqual(english.suggestedFileName, "pixabay-9.png")
        XCTAssertEqual(english.tagText, "Untitled image")
        let german = ImageDetailViewModel(
            image: image, imageFetcher: StubImageFetcher(), imageDownloader: downloader, previewDecoder: StubPreviewDecoder(),
            locale: Locale(identifier: "de_DE")) {}
        XCTAssertEqual(german.viewCountText, "7.654.321")
    }

    func testANewerSelectionCancelsTheOlderLoad() async {
        let fetcher = StubImageFetcher(slow: ["https://pixabay.com/get/web-1.jpg"])
        let search = PagedStubSearch(total: 3)
        let viewModel = makeViewModel(search, fetcher: fetcher)
        await searched(search, viewModel)
        viewModel.selectRow(at: 0)
        let first = viewModel.detail.value!
        viewModel.selectRow(at: 2)
        let second = viewModel.detail.value!
        let loaded = await eventually { if case .image = second.image.value { true } else { false } }
        XCTAssertTrue(loaded)
        try? await Task.sleep(for: .milliseconds(30))
        XCTAssertTrue(first.image.value.isPlaceholder, "the replaced selection stopped loading")
    }

    func testOpenInBrowserFromTheDetailOpensThePage() async {
        let search = PagedStubSearch(total: 3)
        let viewModel = makeViewModel(search)
        await searched(search, viewModel)
        viewModel.selectRow(at: 2)
        viewModel.detail.value?.openInBrowser()
        XCTAssertEqual(opener.opened, ["https://pixabay.com/photos/image-3/"])
    }

    // MARK: Saving

    func testSavingReportsProgressThenWhereItSaved() async throws {
        let search = PagedStubSearch(total: 3)
        let viewModel = makeViewModel(search)
        await searched(search, viewModel)
        viewModel.selectRow(at: 0)
        let detail = viewModel.detail.value!
        var states: [SaveState] = []
        let token = detail.save.observe { states.append($0) }
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("pixscout-save-\(UUID()).jpg").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        detail.saveImage(to: path)
        let saved = await eventually { detail.save.value == .saved(path: path) }
        XCTAssertTrue(saved)
        XCTAssertEqual(states.first, .idle)
        XCTAssertTrue(states.contains(.saving(fraction: nil)))
        XCTAssertEqual(downloader.downloads.first?.url, "https://pixabay.com/get/large-1.jpg")
        XCTAssertEqual(FileManager.default.contents(atPath: path), downloader.body)
        withExtendedLifetime(token) {}
    }

    func testAFailedSaveSaysWhyAndCancelReturnsToIdle() async {
        let failing = ImageDetailViewModel(
            image: makeImage(id: 1, pageURL: nil).withLargeImage("https://x/fail.jpg"), imageFetcher: StubImageFetcher(),
            imageDownloader: downloader, previewDecoder: StubPreviewDecoder()) {}
        failing.saveImage(to: "/tmp/unused-\(UUID()).jpg")
        _ = await eventually { if case .failed = failing.save.value { true } else { false } }
        XCTAssertEqual(failing.save.value, .failed(message: DownloadError.network(.connectionLost).message))

        let slow = ImageDetailViewModel(
            image: makeImage(id: 2).withLargeImage("https://x/slow.jpg"), imageFetcher: StubImageFetcher(),
            imageDownloader: downloader, previewDecoder: StubPreviewDecoder()) {}
        slow.saveImage(to: "/tmp/unused-\(UUID()).jpg")
        XCTAssertEqual(slow.save.value, .saving(fraction: nil))
        slow.cancelSave()
        XCTAssertEqual(slow.save.value, .idle)
    }
}

private extension ImageEntity {
    func withLargeImage(_ url: String) -> ImageEntity {
        ImageEntity(
            id: id, pageURL: pageURL, pageImageWidth: pageImageWidth, pageImageHeight: pageImageHeight,
            previewURL: previewURL, previewWidth: previewWidth, previewHeight: previewHeight, imageURL: imageURL,
            imageWidth: imageWidth, imageHeight: imageHeight, largeImageURL: url, viewCount: viewCount,
            downloadCount: downloadCount, likeCount: likeCount, tags: tags, username: username, userImageURL: userImageURL)
    }
}
