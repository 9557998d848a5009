import Foundation
import XCTest
@testable import PixscoutModel

/// Newest first, where a site can sort.
final class ImageOrderTests: XCTestCase {
    func testCommonsSortsNewestFirstWhenAskedAndOpenverseSaysItCannot() throws {
        var filters = SearchFilters()
        filters.order = .latest
        let url = CommonsRequest(baseURL: "http://127.0.0.1:9/w/api.php", query: "fox", filters: filters).url
        XCTAssertTrue(url.contains("&gsrsort=create_timestamp_desc"), url)
        XCTAssertFalse(CommonsRequest(baseURL: "http://127.0.0.1:9/w/api.php", query: "fox").url.contains("gsrsort"))
        let openverse = OpenverseSite(network: StubNetwork.good(Data()), baseURL: "http://127.0.0.1:9/v1/images/")
        XCTAssertFalse(openverse.description.supportedFilters.contains(.order),
            "the order choice is greyed out, saying why")
    }
}
