import Foundation
import XCTest
@testable import PixscoutModel

final class SearchThreadTests: XCTestCase {
    func testEachThreadIsReadBackFromWhatTheSearchFieldShows() {
        let threads: [SearchThread] = [.author("Rosa M"), .source("flickr"), .similar(.openverse, "4bc43a04"),
            .similar(.commons, "File:Red kitten.jpg")]
        for thread in threads {
            XCTAssertEqual(SearchThread(query: thread.query), thread, thread.query)
        }
        XCTAssertEqual(SearchThread.author("Rosa M").query, #"author:"Rosa M""#)
        XCTAssertEqual(SearchThread(query: "  Author: Rosa  "), .author("Rosa"))
        XCTAssertEqual(SearchThread(query: "source:Flickr"), .source("flickr"))
    }

    func testWordsAndUnbelievableThreadsAreSearchedAsWords() {
        for query in [
            "red kitten", "author:", #"author:"""#, "source:flickr&action=delete", "source:", "similar:pixabay:12",
            "similar:openverse",
            "author:a|b", "similar:commons:" + String(repeating: "x", count: 300), "author:Rosa\nM",
        ] {
            XCTAssertNil(SearchThread(query: query), query)
        }
    }

    func testAnOpenverseImageOffersItsAuthorItsSourceAndSimilarImages() throws {
        let image = try XCTUnwrap(OpenverseSite.page(
            fromAnswer: HTTPResponse(status: 200, headers: [:], body: Data(OpenverseJSON.documentedResponse.utf8)),
            of: OpenverseRequest(query: "tree")).images.first)
        XCTAssertEqual(image.threads, [
            .author("Tim Sullivan"), .source("stocksnap"), .similar(.openverse, "4bc43a04-ef46-4544-a0c1-63c63f56e276"),
        ])
    }

    func testACommonsImageOffersItsUploaderAndSimilarFiles() throws {
        let answer = HTTPResponse(status: 200, headers: [:], body: Data(CommonsJSON.searchResponse.utf8))
        let images = try CommonsSite.images(inAnswer: answer)
        let kitten = try XCTUnwrap(images.first { $0.id == "5550001" })
        XCTAssertEqual(kitten.threads, [.author("Rosa M"), .similar(.commons, "File:Red kitten 01.jpg")],
                       "the name the user's link gives, which their files' pages use")
        let drawing = try XCTUnwrap(images.first { $0.id == "91234" })
        XCTAssertEqual(drawing.threads, [.author("Unknown author"), .similar(.commons, "File:Kitten & friend.svg")])
    }

    func testPixabayImagesOfferNoThread() {
        let image = ImageEntity(
            site: .pixabay, id: "1", pageURL: "https://pixabay.com/photos/1/", previewURL: nil, imageURL: nil,
                                largeImageURL: nil, creator: ImageCreator(name: "Rosa"))
        XCTAssertEqual(image.threads, [], "Pixabay's API searches by words only")
    }

    func testOpenverseAsksByCreatorBySourceOrForRelatedImages() {
        let base = "http://127.0.0.1:9/v1/images/"
        XCTAssertEqual(OpenverseRequest(baseURL: base, query: #"author:"Tim Sullivan""#).url,
                       base + "?creator=Tim%20Sullivan&page=1&page_size=20")
        XCTAssertEqual(OpenverseRequest(baseURL: base, query: "source:flickr", page: 2).url,
                       base + "?source=flickr&page=2&page_size=20")
        XCTAssertEqual(OpenverseRequest(baseURL: base, query: "similar:openverse:4bc43a04-ef46/../../admin?x=1").url,
                       base + "4bc43a04-ef46ad1/related/", "nothing but a UUID's characters goes into the path")
    }

    func testRelatedImagesComeAsOnePage() throws {
        let answer = HTTPResponse(status: 200, headers: [:], body: Data(OpenverseJSON.documentedResponse.utf8))
        let request = OpenverseRequest(query: "similar:openverse:4bc43a04")
        let page = try OpenverseSite.page(fromAnswer: answer, of: request)
        XCTAssertFalse(page.images.isEmpty)
        XCTAssertNil(page.next)
    }

    func testCommonsSearchesTheAuthorsNameOrFilesLikeOne() {
        let url = CommonsRequest(query: #"author:"Rosa M""#).url
        XCTAssertTrue(url.contains("gsrsearch=insource%3A%22Rosa%20M%22%20filetype%3Abitmap%7Cdrawing"), url)
        XCTAssertTrue(CommonsRequest(query: "similar:commons:File:Red kitten 01.jpg").url
            .contains("gsrsearch=morelike%3AFile%3ARed%20kitten%2001.jpg%20filetype%3Abitmap%7Cdrawing"))
    }

    func testEachSiteFollowsWhatItCan() {
        let network = StubNetwork.good(Data())
        let openverse = OpenverseSite(network: network).description
        let commons = CommonsSite(network: network).description
        XCTAssertTrue(openverse.follows(.source("flickr")))
        XCTAssertFalse(commons.follows(.source("flickr")))
        XCTAssertTrue(commons.follows(.author("Rosa")))
        XCTAssertTrue(commons.follows(.similar(.commons, "File:A.jpg")))
        XCTAssertFalse(openverse.follows(.similar(.commons, "File:A.jpg")), "only an image's own site knows it")
    }
}
