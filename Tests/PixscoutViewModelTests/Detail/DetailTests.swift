import Foundation
import PixscoutModel
import XCTest
@testable import PixscoutViewModel

@MainActor
final class DetailTests: XCTestCase {
    private let opener = StubURLOpener()
    private let clipboard = StubClipboard()
    private let downloader = StubImageDownloader()
    private var banners: [Banner] = []

    private func detail(
        _ image: ImageEntity, host: String? = "pixabay.com",
        fetcher: StubImageFetcher = StubImageFetcher(), locale: Locale = Locale(identifier: "en_US")
    ) -> ImageDetailViewModel {
        ImageDetailViewModel(
            image: image, loader: PreviewLoader(fetcher: fetcher, decoder: StubPreviewDecoder()),
            downloader: downloader,
            pages: PageOpener(policy: PageLinkPolicy(allowedHost: host),
                urlOpener: opener) { [weak self] in self?.banners.append($0) },
            locale: locale)
    }

    func testAPixabayImageShowsEverythingPixabayCounts() async {
        let viewModel = detail(makeImage(id: 2, profileURL: "https://pixabay.com/users/user2-9/"))
        XCTAssertEqual(viewModel.id, "2")
        XCTAssertEqual(viewModel.titleText, "a, b c, d")
        XCTAssertEqual(viewModel.tags, ["a", "b c", "d"], "each tag a search away, also when the tags are the title")
        XCTAssertEqual(viewModel.creatorText, "by user2")
        XCTAssertEqual(viewModel.creatorPage, "https://pixabay.com/users/user2-9/")
        XCTAssertEqual(viewModel.sizeText, "1000 × 2000 pixels")
        XCTAssertEqual(viewModel.countsText, "1 view · 2 downloads · 3 likes")
        XCTAssertEqual(viewModel.licenseText, "Pixabay Content License")
        XCTAssertEqual(viewModel.licenseLimitsText, "No resale as is, no rival collection")
        XCTAssertEqual(viewModel.licensePage, "https://pixabay.com/service/license-summary/")
        XCTAssertEqual(viewModel.sourceText, "From Pixabay")
        XCTAssertEqual(viewModel.suggestedFileName, "pixabay-2.jpg")
        viewModel.loadImages()
        await waitUntil("the pane's image") { viewModel.image.value.image != nil }
    }

    func testTheImageRequestGoesOutWhileTheMainActorIsStillBusy() async {
        let fetcher = StubImageFetcher()
        let image = makeImage(id: 2)
        let viewModel = detail(image, fetcher: fetcher)
        viewModel.loadImages()
        // As while the main actor lays out the selection that asked for the image.
        waitBlockingTheMainActor(until: "the pane's image requested") { fetcher.fetchedURLs.contains(image.imageURL
            ?? "") }
    }

    func testCountsUseTheLocalesSeparatorsAndUnknownOnesAreLeftOut() async {
        let image = ImageEntity(
            site: .pixabay, id: "9", pageURL: "https://pixabay.com/p/", previewURL: "", imageURL: "",
                largeImageURL: "https://x/large.png",
            viewCount: 7_654_321, downloadCount: 123_456, likeCount: 789)
        XCTAssertEqual(detail(image).countsText, "7,654,321 views · 123,456 downloads · 789 likes")
        XCTAssertEqual(detail(image, locale: Locale(identifier: "de_DE")).countsText,
            "7.654.321 views · 123.456 downloads · 789 likes")
        XCTAssertEqual(detail(image).suggestedFileName, "pixabay-9.png")
        XCTAssertEqual(detail(image).titleText, "Untitled image")
        let unknown = detail(makeImage(id: 3, sized: false, author: nil, license: nil, counts: false))
        XCTAssertNil(unknown.countsText, "never \"0 views\" for an unknown count")
        XCTAssertNil(unknown.sizeText)
        XCTAssertNil(unknown.creatorText)
        XCTAssertNil(unknown.licenseText)
    }

    func testAnOpenverseImageNamesItsSource() async {
        let image = makeImage(
            id: 4, title: "Tree", tags: ["tree", "bark"],
                license: .creativeCommons(code: "cc0", version: "1.0", url: nil),
            counts: false, sourceName: "Flickr", site: .openverse)
        let viewModel = detail(image, host: nil)
        XCTAssertEqual(viewModel.titleText, "Tree")
        XCTAssertEqual(viewModel.tags, ["tree", "bark"])
        XCTAssertEqual(viewModel.licensePage, "https://creativecommons.org/publicdomain/zero/1.0/",
            "the deed, when the library gave no link")
        XCTAssertEqual(viewModel.sourceText, "From Flickr via Openverse")
        XCTAssertEqual(viewModel.suggestedFileName, "openverse-4.jpg")
        let commons = ImageEntity(
            site: .commons, id: "5550001", pageURL: "https://commons.wikimedia.org/wiki/File:Red_kitten_01.jpg",
                previewURL: "", imageURL: "",
            largeImageURL: "", downloadURL: "https://upload.wikimedia.org/wikipedia/commons/a/ab/Red_kitten_01.jpg",
            sourceName: "Wikimedia Commons")
        XCTAssertEqual(detail(commons, host: nil).suggestedFileName, "Red_kitten_01.jpg",
                       "Commons files keep their name")
        XCTAssertEqual(detail(commons, host: nil).sourceText, "From Wikimedia Commons")
    }

    func testLinksGoThroughTheSitesPolicy() async {
        let viewModel = detail(makeImage(id: 7, profileURL: "javascript:alert(1)"))
        viewModel.openLicense()
        viewModel.openCreatorPage()
        XCTAssertEqual(opener.opened, ["https://pixabay.com/service/license-summary/"])
        XCTAssertEqual(banners.map(\.text), ["Pixscout did not open this link: it does not lead to pixabay.com."])
    }

    /// The selection alone, over `count` results and a site whose images `fetcher` fetches.
    private func selection(of count: Int, fetcher: StubImageFetcher,
        sleep: @escaping @Sendable (Duration) async throws -> Void = { _ in }) -> SelectionViewModel {
        let active = ActiveSite(sites: makeSearchedSites(StubSite([:]), fetcher: fetcher),
            decoder: StubPreviewDecoder(), mode: ObservableProperty(.search), access: LibraryAccess())
        return SelectionViewModel(results: StubResultCells((1...count).map { makeImage(id: $0) }), active: active,
            messages: MessagesViewModel.standalone, urlOpener: opener, recorder: nil,
            locale: Locale(identifier: "en_US"), sleep: sleep)
    }

    func testANewerSelectionCancelsTheOlderLoad() async {
        let fetcher = StubImageFetcher(slow: ["https://pixabay.com/get/web-1.jpg"])
        let selection = selection(of: 3, fetcher: fetcher)
        selection.selectRow(at: 0)
        let first = selection.detail.value!
        XCTAssertEqual(selection.selectedIndex.value, 0)
        await waitUntil("the first image's fetch") { fetcher.fetchedURLs.contains("https://pixabay.com/get/web-1.jpg") }
        selection.selectRow(at: 2)
        XCTAssertEqual(selection.selectedIndex.value, 2)
        await waitUntil("the second selection's details") { selection.detail.value?.id == "3" }
        let second = selection.detail.value!
        await waitUntil("the second image") { second.image.value.image != nil }
        XCTAssertTrue(first.image.value.isPlaceholder, "the replaced selection stopped loading")
        selection.selectRow(at: nil)
        XCTAssertNil(selection.detail.value)
        XCTAssertNil(selection.selectedIndex.value)
    }

    func testMovingQuicklyThroughTheListShowsTheDetailsWhereItStops() async {
        let fetcher = StubImageFetcher()
        let selection = selection(of: 20, fetcher: fetcher, sleep: { try await Task.sleep(for: $0) })
        selection.selectRow(at: 0)
        XCTAssertEqual(selection.detail.value?.id, "1", "a first selection shows at once")
        for index in 1...10 {
            selection.selectRow(at: index)
        }
        XCTAssertEqual(selection.selectedIndex.value, 10, "the selection itself follows at once")
        XCTAssertEqual(selection.detail.value?.id, "1", "the details wait for the movement to stop")
        await waitUntil("the details where it stopped") { selection.detail.value?.id == "11" }
        await waitUntil("their image") { selection.detail.value?.image.value.image != nil }
        let paneImages = fetcher.fetchedURLs.filter { $0.contains("/get/web-") }
        XCTAssertEqual(paneImages, ["https://pixabay.com/get/web-1.jpg", "https://pixabay.com/get/web-11.jpg"],
                       "no image loads for the rows passed on the way")
    }

    // MARK: Saving

    func testSavingReportsProgressThenWhereItSaved() async throws {
        let viewModel = detail(makeImage(id: 1))
        var states: [SaveState] = []
        let token = viewModel.save.observe { states.append($0) }
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("pixscout-save-\(UUID()).jpg").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        viewModel.saveImage(to: path)
        await waitUntil("the saved state") { viewModel.save.value == .saved(path: path) }
        XCTAssertEqual(states.first, .idle)
        XCTAssertTrue(states.contains(.saving(fraction: nil)))
        XCTAssertEqual(downloader.downloads.first?.url, "https://pixabay.com/get/large-1.jpg")
        XCTAssertEqual(FileManager.default.contents(atPath: path), downloader.body)
        withExtendedLifetime(token) {}
    }

    func testAFailedSaveSaysWhyAndCancelReturnsToIdle() async {
        let failing = detail(makeImage(id: 1, largeImageURL: "https://x/fail.jpg"))
        failing.saveImage(to: "/tmp/unused-\(UUID()).jpg")
        await waitUntil("the failure") { if case .failed = failing.save.value { true } else { false } }
        XCTAssertEqual(failing.save.value, .failed(message: DownloadError.network(.connectionLost).message))

        let slow = detail(makeImage(id: 2, largeImageURL: "https://x/slow.jpg"))
        slow.saveImage(to: "/tmp/unused-\(UUID()).jpg")
        XCTAssertEqual(slow.save.value, .saving(fraction: nil))
        slow.cancelSave()
        XCTAssertEqual(slow.save.value, .idle)
    }
}
