import Foundation
import PixscoutModel
import XCTest
@testable import PixscoutViewModel

/// On a HiDPI screen previews are the site's larger rendition, decoded at the screen's pixels,
/// and made again when the window moves to a screen of another density; the detail pane's
/// picture too. The results and the selection each alone, over stubs.
@MainActor
final class HiDPIPreviewTests: XCTestCase {
    private let fetcher = StubImageFetcher()

    private func results(_ box: PreviewBox = .row) -> ResultsViewModel {
        let results = ResultsViewModel(pages: StubResultPages(), sleep: { _ in })
        results.setPreviewBox(box)
        results.replace(with: (1...10).map { makeImage(id: $0) },
            loader: PreviewLoader(fetcher: fetcher, decoder: StubPreviewDecoder()), namingSite: false)
        results.setVisibleRows(0..<3)
        return results
    }

    private func boxWidths(_ results: ResultsViewModel) -> [Int?] {
        (0..<3).map { (results.cell(at: $0)?.preview.value.image as? StubPreviewImage)?.box.width }
    }

    func testOnAHiDPIScreenPreviewsAreTheLargerRenditionDecodedAtTwiceTheBox() async {
        let results = results(PreviewBox.row.at(pixelsPerPoint: 2))
        await waitUntil("the previews") { self.boxWidths(results).allSatisfy { $0 != nil } }
        let image = results.cell(at: 0)?.preview.value.image as? StubPreviewImage
        XCTAssertEqual(image?.source, "https://pixabay.com/get/web-1.jpg", "Pixabay's larger preview")
        XCTAssertEqual(image.map { [$0.box.width, $0.box.height] }, [300, 200])
        XCTAssertFalse(fetcher.fetchedURLs.contains("https://cdn.pixabay.com/preview-1.jpg"),
            "the small one is not fetched")
    }

    func testMovingToAScreenOfAnotherDensityMakesThePreviewsAgain() async {
        let results = results()
        await waitUntil("the previews") { self.boxWidths(results) == [150, 150, 150] }
        results.setPreviewBox(PreviewBox.row.at(pixelsPerPoint: 2))
        await waitUntil("the sharper previews") { self.boxWidths(results) == [300, 300, 300] }
    }

    func testTheDetailPanesPictureIsDecodedAtTheScreensPixels() async {
        let active = ActiveSite(sites: makeSearchedSites(StubSite([:]), fetcher: fetcher),
            decoder: StubPreviewDecoder(), mode: ObservableProperty(.search), access: LibraryAccess())
        let selection = SelectionViewModel(results: StubResultCells([makeImage(id: 1)], pixelsPerPoint: 2),
            active: active, messages: MessagesViewModel.standalone, urlOpener: StubURLOpener(), recorder: nil,
            locale: Locale(identifier: "en_US"), sleep: { _ in })
        selection.selectRow(at: 0)
        let detail = selection.detail.value
        await waitUntil("the detail image") { detail?.image.value.image != nil }
        XCTAssertEqual((detail?.image.value.image as? StubPreviewImage)?.box.width,
            2 * ImageDetailViewModel.imageMaxWidth)
    }
}
