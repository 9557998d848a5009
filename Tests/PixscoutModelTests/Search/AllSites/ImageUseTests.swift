import Foundation
import XCTest
@testable import PixscoutModel

/// "What is it for?" reaches each site as its own filter, and the client holds every result to it.
final class ImageUseTests: XCTestCase {
    private func filters(_ use: SearchFilters.Use) -> SearchFilters {
        var filters = SearchFilters()
        filters.use = use
        return filters
    }

    func testOpenverseIsAskedWithItsLicenceFilters() {
        func url(_ use: SearchFilters.Use) -> String {
            OpenverseRequest(baseURL: "http://127.0.0.1:9/v1/images/", query: "fox", filters: filters(use)).url
        }
        XCTAssertEqual(url(.any), "http://127.0.0.1:9/v1/images/?q=fox&page=1&page_size=20")
        XCTAssertTrue(url(.commercial).hasSuffix("&license_type=commercial"), url(.commercial))
        XCTAssertTrue(url(.modification).hasSuffix("&license_type=modification"), url(.modification))
        XCTAssertTrue(url(.noCredit).hasSuffix("&license=cc0%2Cpdm"), url(.noCredit))
    }

    func testCommonsIsAskedForPublicDomainFilesAsMediaSearchAsksAndNeedsNothingForTheRest() throws {
        func search(_ use: SearchFilters.Use) throws -> String? {
            let url = CommonsRequest(baseURL: "http://127.0.0.1:9/w/api.php", query: "fox", filters: filters(use)).url
            return try XCTUnwrap(URLComponents(string: url)).queryItems?.first { $0.name == "gsrsearch" }?.value
        }
        XCTAssertEqual(try search(.noCredit), "fox filetype:bitmap|drawing haslicense:unrestricted")
        // Commons takes only free licences: every file may be used commercially and changed.
        XCTAssertEqual(try search(.commercial), "fox filetype:bitmap|drawing")
        XCTAssertEqual(try search(.modification), "fox filetype:bitmap|drawing")
    }

    func testEachUseAllowsOnlyTheLicencesThatPermitIt() {
        let by = ImageLicense.creativeCommons(code: "by", version: "4.0", url: nil)
        let byNC = ImageLicense.creativeCommons(code: "by-nc", version: "4.0", url: nil)
        let byND = ImageLicense.creativeCommons(code: "by-nd", version: "4.0", url: nil)
        let cc0 = ImageLicense.creativeCommons(code: "cc0", version: "1.0", url: nil)
        let commonsPD = ImageLicense(code: "pd", name: "Public domain")
        // As Commons names a licence when its file gives no code: the name is all there is.
        let namedNCSA = ImageLicense(code: "cc by-nc-sa 4.0", name: "CC BY-NC-SA 4.0")
        let spelledNoDerivs = ImageLicense(code: "attribution-noderivs 3.0", name: "Attribution-NoDerivs 3.0")
        let gfdl = ImageLicense(code: "gfdl", name: "GFDL")
        let unknown = ImageLicense(code: "all rights reserved", name: "All rights reserved")
        let table: [(SearchFilters.Use, [ImageLicense?], [ImageLicense?])] = [
            (.any, [by, byNC, byND, cc0, .pixabay, nil, unknown], []),
            (.commercial, [by, byND, cc0, .pixabay, commonsPD, gfdl, spelledNoDerivs], [byNC, namedNCSA, unknown, nil]),
            (.modification, [by, byNC, cc0, .pixabay, gfdl, namedNCSA], [byND, spelledNoDerivs, unknown, nil]),
            (.noCredit, [cc0, .pixabay, commonsPD], [by, byNC, byND, namedNCSA, gfdl, unknown, nil]),
        ]
        for (use, allowed, refused) in table {
            for license in allowed { XCTAssertTrue(use.allows(license),
                "\(use) should allow \(license?.name ?? "an unknown licence")") }
            for license in refused { XCTAssertFalse(use.allows(license),
                "\(use) should refuse \(license?.name ?? "an unknown licence")") }
        }
    }

    func testFiltersSavedBeforeTheUseExistedStillLoad() throws {
        let saved =
            Data((#"{"imageType":"photo","orientation":"all","colors":[],"order":"latest","editorsChoice":false,"#
                + #""safeSearch":true,"minWidth":0,"minHeight":0}"#).utf8)
        let filters = try JSONDecoder().decode(SearchFilters.self, from: saved)
        XCTAssertEqual(filters.imageType, .photo)
        XCTAssertEqual(filters.order, .latest)
        XCTAssertEqual(filters.use, .any)
        var chosen = SearchFilters()
        chosen.use = .noCredit
        XCTAssertEqual(try JSONDecoder().decode(SearchFilters.self, from: JSONEncoder().encode(chosen)), chosen)
    }
}
