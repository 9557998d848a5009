import Foundation
import PixscoutTestSupport
import XCTest

/// Pixabay's credit: the page, the author and the Pixabay Content License, which needs none.
final class PixabayCreditEndToEndTests: EndToEndTestCase {
    func testCopyCreditNamesThePageTheAuthorAndTheLicence() throws {
        let pages = try server.blocking { try await $0.pageURLs(forQuery: "sun", key: Self.key) }
        try search("sun")
        try app.press("Down")
        let detail = try app.waitForEvent { $0.kind == .detail }
        XCTAssertEqual(detail.detailLicense, "Pixabay Content License")
        XCTAssertEqual(detail.detailSource, "From Pixabay")
        let credit = try copyCredit()
        XCTAssertTrue(credit.hasPrefix("Image (\(pages[0])) by "), credit)
        XCTAssertTrue(credit.hasSuffix(
            ", from Pixabay, is free to use under Pixabay Content License "
                + "(https://pixabay.com/service/license-summary/): "
                + "no credit is needed."), credit)
    }
}
