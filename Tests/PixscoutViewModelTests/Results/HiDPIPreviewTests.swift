import Foundation
import PixscoutModel
import XCTest
@testable import PixscoutViewModel

/// On a HiDPI screen previews are the library's larger rendition, decoded at the screen's
/// pixels, and made again when the window moves to a screen of another density.
@MainActor
final class HiDPIPreviewTests: XCTestCase {
    private func makeViewModel(fetcher: StubImageFetcher) -> ResolvedWindow {
        makeWindowModel(makeSearchedSites(PagedStubSite(total: 10), fetcher: fetcher))
    }

    func testOnAHiDPIScreenPreviewsAreTheLargerRenditionDecodedAtTwiceTheBox() async {
        let fetcher = StubImageFetcher()
        let viewModel = makeViewModel(fetcher: fetcher)
        viewModel.results.setPreviewBox(PreviewBox.row.at(pixelsPerPoint: 2))
        await searchedForQ(viewModel)
        viewModel.results.setVisibleRows(0..<3)
        await waitUntil("the previews") { self.resultCells(viewModel)[0..<3].allSatisfy(\.hasImage) }
        let image = resultCells(viewModel)[0].preview.value.image as? StubPreviewImage
        XCTAssertEqual(image?.source, "https://pixabay.com/get/web-1.jpg", "Pixabay's larger preview")
        XCTAssertEqual(image.map { [$0.box.width, $0.box.height] }, [300, 200])
        XCTAssertFalse(fetcher.fetchedURLs.contains("https://cdn.pixabay.com/preview-1.jpg"),
            "the small one is not fetched")
    }

    func testMovingToAScreenOfAnotherDensityMakesThePreviewsAgain() async {
        let fetcher = StubImageFetcher()
        let viewModel = makeViewModel(fetcher: fetcher)
        await searchedForQ(viewModel)
        viewModel.results.setVisibleRows(0..<3)
        await waitUntil("the previews") { self.resultCells(viewModel)[0..<3].allSatisfy(\.hasImage) }
        XCTAssertEqual((resultCells(viewModel)[0].preview.value.image as? StubPreviewImage)?.box.width, 150)
        viewModel.results.setPreviewBox(PreviewBox.row.at(pixelsPerPoint: 2))
        await waitUntil("the sharper previews") {
            self.resultCells(viewModel)[0..<3].allSatisfy {
                ($0.preview.value.image as? StubPreviewImage)?.box.width == 300
            }
        }
        viewModel.selection.selectRow(at: 0)
        let detail = viewModel.selection.detail.value
        await waitUntil("the detail image") { detail?.image.value.image != nil }
        XCTAssertEqual((detail?.image.value.image as? StubPreviewImage)?.box.width,
            2 * ImageDetailViewModel.imageMaxWidth)
    }
}
