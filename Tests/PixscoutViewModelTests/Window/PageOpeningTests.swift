import Foundation
import PixscoutModel
import XCTest
@testable import PixscoutViewModel

/// Opening a result's page: in the browser, only web pages of the result's site (or any web
/// page, for sites whose pages live elsewhere), never another scheme. The selection alone, over
/// its results and the site in use.
@MainActor
final class PageOpeningTests: XCTestCase {
    private let opener = StubURLOpener()
    private let messages = MessagesViewModel.standalone

    private func selection(of images: [ImageEntity], on site: SiteDescription = stubDescription())
        -> SelectionViewModel {
        let active = ActiveSite(sites: makeSearchedSites(StubSite([:], description: site)),
            decoder: StubPreviewDecoder(), mode: ObservableProperty(.search), access: LibraryAccess())
        return SelectionViewModel(results: StubResultCells(images), active: active, messages: messages,
            urlOpener: opener, recorder: nil, locale: Locale(identifier: "en_US"), sleep: { _ in })
    }

    func testOpeningAPageOnTheSitesOwnPagesAsksTheBrowser() async {
        selection(of: (1...4).map { makeImage(id: $0) }).openPage(at: 3)
        XCTAssertEqual(opener.opened, ["https://pixabay.com/photos/image-4/"])
        XCTAssertNil(messages.banner.value)
    }

    func testUntrustedLinksAreRefusedAndNothingOpens() async {
        let links = [
            "file:///etc/passwd", "javascript:alert(1)", "https://evil.example/pixabay.com",
                "https://pixabay.com.evil.example/",
            "https://user:pw@pixabay.com/photo/", "ftp://pixabay.com/x", "not a url", "https://pixabay.com/a\nb",
        ]
        let selection = selection(of: links.enumerated().map { makeImage(id: $0.offset, pageURL: $0.element) })
        for index in links.indices {
            messages.dismissBanner()
            selection.openPage(at: index)
            XCTAssertEqual(messages.banner.value?.text,
                "Pixscout did not open this link: it does not lead to pixabay.com.", links[index])
        }
        XCTAssertEqual(opener.opened, [])
    }

    func testSitesWhosePagesLiveElsewhereOpenAnyWebPageButStillNoOtherScheme() async {
        let selection = selection(of: [makeImage(id: 1, pageURL: "https://www.flickr.com/photos/x/1/"),
            makeImage(id: 2, pageURL: "file:///etc/passwd")], on: stubDescription(.openverse, host: nil))
        selection.openPage(at: 0)
        selection.openPage(at: 1)
        XCTAssertEqual(opener.opened, ["https://www.flickr.com/photos/x/1/"])
        XCTAssertEqual(messages.banner.value?.text, "Pixscout did not open this link: it is not a web page.")
    }

    func testABrowserThatFailsIsReported() async {
        opener.failure = "no browser is installed."
        selection(of: [makeImage(id: 1)]).openPage(at: 0)
        XCTAssertEqual(messages.banner.value?.text,
            "Pixscout could not open the page in a browser: no browser is installed.")
    }
}
