import Foundation
import PixscoutModel
import XCTest
@testable import PixscoutViewModel

/// The quick look alone, over stubs of the results, the selection and their pages: the
/// thumbnail, then the large image; moving on, across a page that comes later; the last image.
@MainActor
final class QuickLookNavigatorTests: XCTestCase {
    private var notices: [String] = []
    private var token: ObservationToken?

    private func navigator(_ results: StubResultCells, selection: StubRowSelecting, pages: StubResultPages,
        fetcher: StubImageFetcher = StubImageFetcher()) -> QuickLookNavigator {
        let toasts = ToastViewModel(sleep: { _ in })
        token = toasts.toast.observe { [weak self] in if let toast = $0 { self?.notices.append(toast.text) } }
        let active = ActiveSite(sites: makeSearchedSites(StubSite([:]), fetcher: fetcher),
            decoder: StubPreviewDecoder(), mode: ObservableProperty(.search), access: LibraryAccess())
        return QuickLookNavigator(results: results, selection: selection, pages: pages, active: active,
            messages: MessagesViewModel(toasts: toasts, folderOpener: nil, sleep: { _ in }))
    }

    func testTheQuickLookShowsTheThumbnailThenTheLargeImageAndMovesAcrossPages() async {
        let results = StubResultCells((1...50).map { makeImage(id: $0) })
        let (selection, pages) = (StubRowSelecting(), StubResultPages())
        (pages.hasMore, pages.total) = (true, 120)
        let quickLook = navigator(results, selection: selection, pages: pages)
        selection.selectRow(at: 48)
        quickLook.openQuickLook(maxWidth: 1200, maxHeight: 800)
        let first = quickLook.quickLook.value
        XCTAssertEqual(first?.index, 48)
        XCTAssertEqual(first?.positionText, "49 of 120")
        await waitUntil("the large image") { first?.image.value.image != nil }
        XCTAssertEqual((first?.image.value.image as? StubPreviewImage)?.source, "https://pixabay.com/get/large-49.jpg")
        quickLook.showNextInQuickLook()
        XCTAssertEqual(quickLook.quickLook.value?.index, 49)
        XCTAssertEqual(selection.selectedIndex.value, 49, "the selection follows")
        quickLook.showNextInQuickLook()
        XCTAssertEqual(pages.asked, 1, "the next page is asked for")
        XCTAssertEqual(quickLook.quickLook.value?.index, 49, "and waited for")
        results.append((51...100).map { makeImage(id: $0) })
        quickLook.continueAfterPage()
        XCTAssertEqual(quickLook.quickLook.value?.index, 50)
        quickLook.showPreviousInQuickLook()
        XCTAssertEqual(quickLook.quickLook.value?.index, 49)
        quickLook.closeQuickLook()
        XCTAssertNil(quickLook.quickLook.value)
        XCTAssertEqual(selection.selectedIndex.value, 49)
    }

    func testTheLastImageSaysSoAndABrokenOneIsBroken() async {
        let fetcher = StubImageFetcher(failing: ["https://pixabay.com/get/large-3.jpg"])
        let results = StubResultCells((1...3).map { makeImage(id: $0) })
        let selection = StubRowSelecting()
        let quickLook = navigator(results, selection: selection, pages: StubResultPages(), fetcher: fetcher)
        selection.selectRow(at: 2)
        quickLook.openQuickLook(maxWidth: 800, maxHeight: 600)
        let last = quickLook.quickLook.value
        await waitUntil("the broken state") { if case .broken = last?.image.value { true } else { false } }
        quickLook.showNextInQuickLook()
        XCTAssertTrue(quickLook.quickLook.value === last, "it stays")
        XCTAssertEqual(notices.last, "This is the last image.")
    }
}
