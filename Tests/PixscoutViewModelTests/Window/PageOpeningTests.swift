import PixscoutModel
import XCTest
@testable import PixscoutViewModel

/// Opening a result's page: in the browser, only web pages of the result's library (or any
/// web page, for libraries whose pages live elsewhere), never another scheme.
@MainActor
final class PageOpeningTests: XCTestCase {
    private let opener = StubURLOpener()

    private func makeViewModel(_ source: SearchedSites) -> ResolvedWindow {
        makeWindowModel(source, opener: opener)
    }

    func testOpeningAPageOnTheSitesSiteAsksTheBrowser() async {
        let viewModel = makeViewModel(makeSearchedSites(StubSite(["x": page(1...4)])))
        viewModel.search.search(query: "x")
        await waitUntil("the results") { viewModel.results.resultCount == 4 }
        viewModel.selection.openPage(at: 3)
        XCTAssertEqual(opener.opened, ["https://pixabay.com/photos/image-4/"])
        XCTAssertNil(viewModel.messages.banner.value)
    }

    func testUntrustedLinksAreRefusedAndNothingOpens() async {
        let links = [
            "file:///etc/passwd", "javascript:alert(1)", "https://evil.example/pixabay.com",
                "https://pixabay.com.evil.example/",
            "https://user:pw@pixabay.com/photo/", "ftp://pixabay.com/x", "not a url", "https://pixabay.com/a\nb",
        ]
        let images = links.enumerated().map { makeImage(id: $0.offset, pageURL: $0.element) }
        let site = StubSite(["x": .success(ResultPage(images: images, totalCount: images.count, next: nil))])
        let viewModel = makeViewModel(makeSearchedSites(site))
        viewModel.search.search(query: "x")
        await waitUntil("the results") { viewModel.results.resultCount == links.count }
        for index in links.indices {
            viewModel.messages.dismissBanner()
            viewModel.selection.openPage(at: index)
            XCTAssertEqual(viewModel.messages.banner.value?.text,
                "Pixscout did not open this link: it does not lead to pixabay.com.", links[index])
        }
        XCTAssertEqual(opener.opened, [])
    }

    func testSitesWhosePagesLiveElsewhereOpenAnyWebPageButStillNoOtherScheme() async {
        let images = [makeImage(id: 1, pageURL: "https://www.flickr.com/photos/x/1/"),
            makeImage(id: 2, pageURL: "file:///etc/passwd")]
        let site = StubSite(
            ["x": .success(ResultPage(images: images, totalCount: 2, next: nil))],
                description: stubDescription(.openverse, host: nil))
        let viewModel = makeViewModel(makeSearchedSites(site))
        viewModel.search.search(query: "x")
        await waitUntil("the results") { viewModel.results.resultCount == 2 }
        viewModel.selection.openPage(at: 0)
        viewModel.selection.openPage(at: 1)
        XCTAssertEqual(opener.opened, ["https://www.flickr.com/photos/x/1/"])
        XCTAssertEqual(viewModel.messages.banner.value?.text, "Pixscout did not open this link: it is not a web page.")
    }

    func testABrowserThatFailsIsReported() async {
        opener.failure = "no browser is installed."
        let viewModel = makeViewModel(makeSearchedSites(StubSite(["x": page(1...1)])))
        viewModel.search.search(query: "x")
        await waitUntil("the results") { viewModel.results.resultCount == 1 }
        viewModel.selection.openPage(at: 0)
        XCTAssertEqual(viewModel.messages.banner.value?.text,
            "Pixscout could not open the page in a browser: no browser is installed.")
    }
}
