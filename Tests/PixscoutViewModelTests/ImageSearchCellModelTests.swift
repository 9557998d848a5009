import PixscoutModel
import XCTest
@testable import PixscoutViewModel

@MainActor
final class ImageSearchCellModelTests: XCTestCase {
    private func makeCell(_ image: ImageEntity = makeImage(id: 1), fetcher: StubImageFetcher = StubImageFetcher())
        -> ImageSearchCellModel
    {
        ImageSearchCellModel(image: image, imageFetcher: fetcher, previewDecoder: StubPreviewDecoder())
    }

    func testTextIsFormattedOnce() async {
        let cell = makeCell()
        XCTAssertEqual(cell.id, 1)
        XCTAssertEqual(cell.tagText, "a, b c, d")
        XCTAssertEqual(cell.pageImageSizeText, "1000 x 2000")
        XCTAssertEqual(cell.username, "user1")
        XCTAssertEqual(cell.accessibleDescription, "a, b c, d, 1000 x 2000, by user1")
    }

    func testAnImageWithoutTagsIsDescribedAsUntitled() async {
        XCTAssertEqual(makeCell(makeImage(id: 1, tags: [])).accessibleDescription, "Untitled image, 1000 x 2000, by user1")
    }

    func testThePreviewIsAPlaceholderThenTheImage() async {
        let cell = makeCell()
        var states: [String] = []
        let token = cell.preview.observe { state in
            switch state {
            case .placeholder: states.append("placeholder")
            case .image(let image): states.append("image \((image as! StubPreviewImage).source)")
            case .broken: states.append("broken")
            }
        }
        cell.loadPreview()
        let loaded = await eventually { states.count == 2 }
        XCTAssertTrue(loaded)
        XCTAssertEqual(states, ["placeholder", "image https://cdn.pixabay.com/preview-1.jpg"])
        withExtendedLifetime(token) {}
    }

    func testAFailedFetchBecomesTheBrokenState() async {
        let cell = makeCell(fetcher: StubImageFetcher(failing: ["https://cdn.pixabay.com/preview-1.jpg"]))
        cell.loadPreview()
        let broken = await eventually { if case .broken = cell.preview.value { true } else { false } }
        XCTAssertTrue(broken)
    }

    func testBytesThatAreNotAnImageBecomeTheBrokenState() async {
        var image = makeImage(id: 1)
        image = ImageEntity(
            id: 1, pageURL: image.pageURL, pageImageWidth: 1, pageImageHeight: 1, previewURL: "https://x/corrupt.jpg",
            previewWidth: 1, previewHeight: 1, imageURL: "", imageWidth: 1, imageHeight: 1, largeImageURL: "",
            viewCount: 0, downloadCount: 0, likeCount: 0, tags: [], username: "u", userImageURL: nil)
        let cell = makeCell(image)
        cell.loadPreview()
        let broken = await eventually { if case .broken = cell.preview.value { true } else { false } }
        XCTAssertTrue(broken)
    }

    func testACancelledLoadStaysAPlaceholderAndCanLoadAgain() async {
        let fetcher = StubImageFetcher(slow: ["https://cdn.pixabay.com/preview-1.jpg"])
        let cell = makeCell(fetcher: fetcher)
        cell.loadPreview()
        XCTAssertTrue(cell.isLoadingPreview)
        cell.cancelPreviewLoad()
        XCTAssertFalse(cell.isLoadingPreview)
        try? await Task.sleep(for: .milliseconds(30))
        XCTAssertTrue(cell.preview.value.isPlaceholder)
        cell.loadPreview()
        XCTAssertTrue(cell.isLoadingPreview)
        cell.cancelPreviewLoad()
    }

    func testLoadingTwiceFetchesOnce() async {
        let fetcher = StubImageFetcher()
        let cell = makeCell(fetcher: fetcher)
        cell.loadPreview()
        cell.loadPreview()
        _ = await eventually { !cell.preview.value.isPlaceholder }
        cell.loadPreview()
        XCTAssertEqual(fetcher.fetchedURLs.count, 1)
    }
}
