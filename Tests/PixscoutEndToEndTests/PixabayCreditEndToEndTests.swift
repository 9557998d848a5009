import Foundation
import PixscoutTestSupport
import XCTest

/// Pixabay's credit: the author, the page and the Pixabay Content License.
final class PixabayCreditEndToEndTests: EndToEndTestCase {
    func testCopyCreditNamesTheAuthorThePageAndTheLicence() throws {
        let pages = try server.blocking { try await $0.pageURLs(forQuery: "sun", key: Self.key) }
        try search("sun")
        try app.press("Down")
        let detail = try app.waitForEvent { $0.hasPrefix("detail ") }
        XCTAssertTrue(detail.hasSuffix("| Pixabay Content License"), detail)
        let credit = try copyCredit()
        XCTAssertTrue(credit.hasPrefix("Image by "), credit)
        XCTAssertTrue(credit.hasSuffix(
            ", from Pixabay (\(pages[0])), Pixabay Content License (https://pixabay.com/service/license-summary/)"), credit)
    }
}
