import PixscoutModel
import XCTest
@testable import PixscoutViewModel

@MainActor
final class ImageSearchCellModelTests: XCTestCase {
    private func makeCell(_ image: ImageEntity = makeImage(id: 1), fetcher: StubImageFetcher = StubImageFetcher())
        -> ImageSearchCellModel
    {
        ImageSearchCellModel(image: image, loader: PreviewLoader(fetcher: fetcher, decoder: StubPreviewDecoder()))
    }

    func testTextIsFormattedOnce() {
        let cell = makeCell()
        XCTAssertEqual(cell.id, "pixabay:1", "unique among every site's images")
        XCTAssertEqual(cell.titleText, "a, b c, d")
        XCTAssertEqual(cell.sizeText, "1000 × 2000")
        XCTAssertEqual(cell.creditText, "by user1 · Pixabay Content License · No credit needed")
        XCTAssertEqual(cell.accessibleDescription,
            "a, b c, d, 1000 × 2000, by user1, Pixabay Content License, No credit needed")
    }

    func testATitleComesBeforeTheTagsAndAnImageWithNeitherIsUntitled() {
        XCTAssertEqual(makeCell(makeImage(id: 1, title: "Tree Bark Photo")).titleText, "Tree Bark Photo")
        XCTAssertEqual(makeCell(makeImage(id: 1, tags: [])).titleText, "Untitled image")
    }

    func testWhatTheSiteDoesNotSayIsLeftOutNotShownAsZero() {
        let cell = makeCell(makeImage(id: 1, sized: false, author: nil, license: nil))
        XCTAssertNil(cell.sizeText)
        XCTAssertNil(cell.creditText)
        XCTAssertEqual(cell.accessibleDescription, "a, b c, d")
        XCTAssertEqual(makeCell(makeImage(id: 1, author: nil)).creditText, "Pixabay Content License · No credit needed")
    }

    func testEachRowSaysWhatItsLicenceAllowsInWords() {
        func terms(_ code: String) -> String? {
            let license = ImageLicense.creativeCommons(code: code, version: code == "cc0" ? "1.0" : "4.0", url: nil)
            return makeCell(makeImage(id: 1, author: nil, license: license)).creditText
        }
        XCTAssertEqual(terms("by"), "CC BY 4.0 · Credit required")
        XCTAssertEqual(terms("by-nc"), "CC BY-NC 4.0 · Not for commercial use")
        XCTAssertEqual(terms("by-nc-nd"), "CC BY-NC-ND 4.0 · Not for commercial use, No changes allowed")
        XCTAssertEqual(terms("by-nd"), "CC BY-ND 4.0 · No changes allowed")
        XCTAssertEqual(terms("cc0"), "CC0 1.0 · No credit needed")
    }

    func testRowsFromSeveralSitesSayWhichOneAndWhereElseTheImageIs() {
        var image = makeImage(id: 1)
        image.alsoOn = [.commons]
        let cell = ImageSearchCellModel(
            image: image, loader: PreviewLoader(fetcher: StubImageFetcher(), decoder: StubPreviewDecoder()),
                namingSite: true)
        XCTAssertEqual(cell.sizeText, "1000 × 2000 · Pixabay, also on Wikimedia Commons")
        XCTAssertEqual(cell.accessibleDescription, "a, b c, d, 1000 × 2000, Pixabay, also on Wikimedia Commons, "
            + "by user1, Pixabay Content License, No credit needed", "a screen reader hears all the row shows")
        XCTAssertEqual(makeCell(image).sizeText, "1000 × 2000", "one library's rows need not name it")
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
        await waitUntil("the preview") { states.count == 2 }
        XCTAssertEqual(states, ["placeholder", "image https://cdn.pixabay.com/preview-1.jpg"])
        withExtendedLifetime(token) {}
    }

    func testThePreviewRequestGoesOutWhileTheMainActorIsStillBusy() {
        let fetcher = StubImageFetcher()
        let cell = makeCell(fetcher: fetcher)
        cell.loadPreview()
        // As while the main actor lays out the results that asked for the preview.
        waitBlockingTheMainActor(until: "the preview requested") { !fetcher.fetchedURLs.isEmpty }
        XCTAssertEqual(fetcher.fetchedURLs, ["https://cdn.pixabay.com/preview-1.jpg"])
    }

    func testAFailedFetchBecomesTheBrokenState() async {
        let cell = makeCell(fetcher: StubImageFetcher(failing: ["https://cdn.pixabay.com/preview-1.jpg"]))
        cell.loadPreview()
        await waitUntil("the broken state") { if case .broken = cell.preview.value { true } else { false } }
    }

    func testBytesThatAreNotAnImageBecomeTheBrokenState() async {
        let image = ImageEntity(site: .pixabay, id: "1", pageURL: "https://pixabay.com/x/",
            previewURL: "https://x/corrupt.jpg", imageURL: "", largeImageURL: "")
        let cell = makeCell(image)
        cell.loadPreview()
        await waitUntil("the broken state") { if case .broken = cell.preview.value { true } else { false } }
    }

    func testACancelledLoadStaysAPlaceholderAndCanLoadAgain() async {
        let fetcher = StubImageFetcher(slow: ["https://cdn.pixabay.com/preview-1.jpg"])
        let cell = makeCell(fetcher: fetcher)
        cell.loadPreview()
        XCTAssertTrue(cell.isLoadingPreview)
        await waitUntil("the fetch to start") { fetcher.fetchedURLs.count == 1 }
        cell.cancelPreviewLoad()
        XCTAssertFalse(cell.isLoadingPreview)
        XCTAssertTrue(cell.preview.value.isPlaceholder)
        cell.loadPreview()
        XCTAssertTrue(cell.isLoadingPreview, "a cancelled preview loads again")
        await waitUntil("the second fetch") { fetcher.fetchedURLs.count == 2 }
        cell.cancelPreviewLoad()
    }

    func testLoadingTwiceFetchesOnceAndALoadedPreviewIsNotFetchedAgain() async {
        let fetcher = StubImageFetcher()
        let cell = makeCell(fetcher: fetcher)
        cell.loadPreview()
        cell.loadPreview()
        await waitUntil("the preview") { cell.hasImage }
        cell.loadPreview()
        XCTAssertFalse(cell.isLoadingPreview, "nothing more to load")
        XCTAssertEqual(fetcher.fetchedURLs.count, 1)
    }

    func testAReleasedPreviewLetsItsImageGoAndLoadsAgainWhenNeeded() async {
        let fetcher = StubImageFetcher()
        let cell = makeCell(fetcher: fetcher)
        cell.loadPreview()
        await waitUntil("the preview") { cell.hasImage }
        cell.releasePreview()
        XCTAssertTrue(cell.preview.value.isPlaceholder)
        cell.loadPreview()
        await waitUntil("the preview again") { cell.hasImage }
        XCTAssertEqual(fetcher.fetchedURLs.count, 2)
    }
}
