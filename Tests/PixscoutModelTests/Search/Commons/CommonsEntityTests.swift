import Foundation
import XCTest
@testable import PixscoutModel

/// Commons' documented JSON: pages out of order, HTML in the metadata, renditions at standard widths.
final class CommonsEntityTests: XCTestCase {
    private func page(_ json: String = CommonsJSON.searchResponse) async throws -> ResultPage {
        let network = StubNetwork.good(Data(json.utf8))
        return try await CommonsSite(network: network).search(query: "kitten")
    }

    func testResultsComeInSearchOrderAndDeletedFilesAreSkipped() async throws {
        let page = try await page()
        XCTAssertEqual(page.images.map(\.id), ["5550001", "91234"])
        XCTAssertEqual(page.next, PageToken(50, continuation: ["gsroffset": "50", "continue": "gsroffset||"]),
                       "the next page starts at continue.gsroffset, with every continue key to send back")
        XCTAssertNil(page.totalCount, "Commons does not say how many there are")
    }

    func testEveryFieldIsParsedAndTheHTMLBecomesPlainText() async throws {
        let images = try await page().images
        let image = try XCTUnwrap(images.first)
        XCTAssertEqual(image.title, "Red kitten 01")
        XCTAssertEqual(image.summary, "A red kitten & its toy.", "no markup, no script")
        XCTAssertEqual(image.pageURL, "https://commons.wikimedia.org/wiki/File:Red_kitten_01.jpg")
        XCTAssertEqual(image.pageImageWidth, 4000)
        XCTAssertEqual(image.pageImageHeight, 3000)
        XCTAssertEqual(image.fileSize, 3_456_789)
        XCTAssertEqual(image.creator,
            ImageCreator(name: "Rosa <M>", profileURL: "https://commons.wikimedia.org/wiki/User:Rosa_M"))
        XCTAssertEqual(image.license, ImageLicense(
            code: "cc-by-sa-4.0", name: "CC BY-SA 4.0", url: "https://creativecommons.org/licenses/by-sa/4.0"))
        XCTAssertEqual(image.sourceName, "Wikimedia Commons")
        XCTAssertNil(image.viewCount, "Commons has no view counts")
        XCTAssertNil(image.likeCount)
        XCTAssertEqual(image.tags, [])
    }

    func testRenditionsUseWikimediasStandardWidths() async throws {
        let images = try await page().images
        let jpeg = images[0]
        XCTAssertEqual(jpeg.previewURL,
            "https://upload.wikimedia.org/wikipedia/commons/thumb/a/ab/Red_kitten_01.jpg/250px-Red_kitten_01.jpg")
        XCTAssertEqual(jpeg.imageURL,
            "https://upload.wikimedia.org/wikipedia/commons/thumb/a/ab/Red_kitten_01.jpg/960px-Red_kitten_01.jpg")
        XCTAssertEqual(jpeg.largeImageURL,
            "https://upload.wikimedia.org/wikipedia/commons/thumb/a/ab/Red_kitten_01.jpg/1920px-Red_kitten_01.jpg")
        XCTAssertEqual(jpeg.downloadURL, "https://upload.wikimedia.org/wikipedia/commons/a/ab/Red_kitten_01.jpg")
        let drawing = images[1]
        XCTAssertEqual(drawing.title, "Kitten & friend",
            "the file name, without its extension, when there is no ObjectName")
        let thumbnails = "https://upload.wikimedia.org/wikipedia/commons/thumb/c/c3/Kitten_%26_friend.svg/"
        XCTAssertEqual(drawing.imageURL, thumbnails + "960px-Kitten_%26_friend.svg.png",
                       "an SVG is shown through a PNG rendition, even when small")
        XCTAssertEqual(drawing.downloadURL, "https://upload.wikimedia.org/wikipedia/commons/c/c3/Kitten_%26_friend.svg")
        XCTAssertEqual(drawing.creator?.name, "Unknown author")
        XCTAssertNil(drawing.creator?.profileURL)
    }

    func testASmallImageIsShownAsItIsAndTheLastPageOffersNoMore() async throws {
        let page = try await page(CommonsJSON.lastPage)
        let image = try XCTUnwrap(page.images.first)
        XCTAssertEqual(image.imageURL, "https://upload.wikimedia.org/wikipedia/commons/1/1a/Tiny.png")
        XCTAssertEqual(image.largeImageURL, "https://upload.wikimedia.org/wikipedia/commons/1/1a/Tiny.png")
        XCTAssertEqual(image.creator?.name, "1905", "a number where text was expected is still read")
        XCTAssertNil(image.license)
        XCTAssertNil(page.next)
    }

    func testASearchThatFindsNothingIsAnEmptyLastPage() async throws {
        let page = try await page(CommonsJSON.nothingFound)
        XCTAssertEqual(page.images, [])
        XCTAssertNil(page.next)
    }

    func testTheCreditNamesTheAuthorsOwnAttributionThenArtistThenCredit() async throws {
        let json = #"""
            {"batchcomplete": true, "query": {"pages": [{"pageid": 3, "title": "File:Bridge.jpg", "index": 1, "imageinfo": [{
              "url": "https://upload.example/Bridge.jpg", "descriptionurl": "https://commons.example/wiki/File:Bridge.jpg",
              "thumburl": "https://upload.example/thumb/Bridge.jpg/250px-Bridge.jpg", "width": 4000, "height": 3000,
              "mime": "image/jpeg", "extmetadata": {
                "Artist": {"value": ""}, "Credit": {"value": "<a href=\"https://example.org/jane\">Jane Roe</a>"},
                "Attribution": {"value": "Photo: someone else"},
                "LicenseShortName": {"value": "CC BY-SA 3.0 de"}, "License": {"value": "cc-by-sa-3.0-de"}}}]}]}}
            """#
        let images = try await page(json).images
        let image = try XCTUnwrap(images.first)
        XCTAssertEqual(image.creator, ImageCreator(name: "Photo: someone else", profileURL: "https://example.org/jane"),
                       "the attribution the author asks for, linked to the first page the file names")
        XCTAssertEqual(image.license?.url, "https://creativecommons.org/licenses/by-sa/3.0/de/",
            "the deed, where the page gives no link")
        XCTAssertNil(image.attribution, "Commons' Attribution field is not a whole credit line")
        let withArtist = json.replacingOccurrences(of: #""Attribution": {"value": "Photo: someone else"},"#, with: "")
            .replacingOccurrences(of: #""Artist": {"value": ""}"#,
                with: #""Artist": {"value": "<a href=\"https://example.org/ann\">Ann</a>"}"#)
        let artist = try await page(withArtist).images
        XCTAssertEqual(artist.first?.creator, ImageCreator(name: "Ann", profileURL: "https://example.org/ann"))
        let onlyCredit = json.replacingOccurrences(of: #""Attribution": {"value": "Photo: someone else"},"#, with: "")
        let credit = try await page(onlyCredit).images
        XCTAssertEqual(credit.first?.creator, ImageCreator(name: "Jane Roe", profileURL: "https://example.org/jane"))
    }

    func testHTMLTextNeverKeepsMarkup() {
        XCTAssertEqual(HTMLText.plain("<a href=\"x\" onclick=\"evil()\">Name</a> &lt;b&gt;bold&lt;/b&gt; &#169; "
            + "&#x263A;"),
                       "Name <b>bold</b> © ☺")
        XCTAssertEqual(HTMLText.plain("Fish &amp; chips &unknown; &"), "Fish & chips &unknown; &")
        XCTAssertNil(HTMLText.firstLink("<a href=\"javascript:alert(1)\">x</a>"))
        XCTAssertEqual(HTMLText.firstLink("<a href=\"https://example.org/a?b=1&amp;c=2\">x</a>"),
            "https://example.org/a?b=1&c=2")
    }
}
