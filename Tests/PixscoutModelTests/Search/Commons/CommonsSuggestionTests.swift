import Foundation
import XCTest
@testable import PixscoutModel

final class CommonsSuggestionTests: XCTestCase {
    private func firstPage(_ json: String, query: String) async throws -> ResultPage {
        try await CommonsSite(network: StubNetwork.good(Data(json.utf8))).search(query: query)
    }

    func testTheSuggestionIsTheWordsWithoutTheKeywordsPixscoutAdded() async throws {
        let page = try await firstPage(
            #"{"batchcomplete": true, "query": {"searchinfo": {"suggestion": "red kitten filetype:bitmap|drawing "#
                + #"haslicense:unrestricted"}}}"#,
            query: "red kiten")
        XCTAssertEqual(page.suggestion, "red kitten")
    }

    func testNoSuggestionWhenItIsWhatWasSearchedOrNotText() async throws {
        let same = try await firstPage(#"{"batchcomplete": true, "query": {"searchinfo": {"suggestion": "Kitten "#
            + #"filetype:bitmap"}}}"#, query: "kitten")
        XCTAssertNil(same.suggestion)
        let hostile = #"{"batchcomplete": true, "query": {"searchinfo": {"suggestion": 12}, "pages": [{"pageid": 8, "#
            + #""ns": 6, "title": "File:Tiny.png", "index": 1, "imageinfo": [{"url": "#
                + #""https://upload.wikimedia.org/a/Tiny.png", "descriptionurl": "#
                    + #""https://commons.wikimedia.org/wiki/File:Tiny.png", "thumburl": "#
                        + #""https://upload.wikimedia.org/a/Tiny.png", "mime": "image/png"}]}]}}"#
        let page = try await firstPage(hostile, query: "tiny")
        XCTAssertNil(page.suggestion)
        XCTAssertEqual(page.images.count, 1, "a suggestion that is no text loses no result")
    }

    func testNoSuggestionForAThread() async throws {
        let page = try await firstPage(#"{"batchcomplete": true, "query": {"searchinfo": {"suggestion": "#
            + #""morelike:file:a.jpg"}}}"#,
                                       query: "similar:commons:File:A.jpg")
        XCTAssertNil(page.suggestion)
    }
}
