import XCTest
@testable import PixscoutModel

/// One query of several sites as one list: every page held to the filters, merged by rank,
/// a site that fails leaving the others' results.
final class MergedResultsTests: XCTestCase {
    /// A site that answers every query with `images`, or fails.
    private struct Site: ImageSite {
        let description: SiteDescription
        let images: [ImageEntity]?

        init(_ id: SiteID, _ images: [ImageEntity]?) {
            description = SiteDescription(
                id: id, homeURL: nil, linkPolicy: .anyWebPage, supportedFilters: [], previewOrigin: nil, apiOrigin: nil)
            self.images = images
        }

        func search(query: String, page: PageToken?, filters: SearchFilters) async throws(NetworkError) -> ResultPage {
            guard let images else { throw .serverNotReached }
            return ResultPage(images: images, totalCount: images.count, next: nil)
        }
    }

    private func image(_ site: SiteID, _ id: String, license: String?) -> ImageEntity {
        ImageEntity(
            site: site, id: id, pageURL: "https://\(site.rawValue).example/\(id)", previewURL: nil,
            imageURL: nil, largeImageURL: nil, license: license.map { ImageLicense(code: $0, name: $0) })
    }

    func testFirstPagesAreAskedAtOnceHeldToTheUseAndMergedByRank() async {
        var commercial = SearchFilters()
        commercial.use = .commercial
        let openverse = Site(.openverse, [
            image(.openverse, "o1", license: "by"), image(.openverse, "o2", license: "by-nc"),
            image(.openverse, "o3", license: "cc0"),
        ])
        let commons = Site(.commons, [
            image(.commons, "c1", license: "cc by-nc-sa 4.0"), image(.commons, "c2", license: "by"),
        ])
        let failing = Site(.pixabay, nil)
        let (merged, outcomes) = await SiteSearch().firstPages(of: [openverse, commons, failing], query: "q",
            filters: commercial)
        let failures = outcomes.compactMap { outcome in
            if case .siteFailed(let site, let error) = outcome { (site: site, error: error) } else { nil }
        }
        XCTAssertEqual(merged.images.map(\.id), ["o1", "c2", "o3"], "by rank, the non-commercial ones left out")
        XCTAssertEqual(merged.hiddenCount, 2)
        XCTAssertEqual(failures.map(\.site.id), [.pixabay], "the failure is said, not swallowed")
        XCTAssertEqual(failures.map(\.error), [.serverNotReached])
    }

    func testPagesAddedAsTheyComeAndFirstPagesRegrouped() {
        var merged = MergedResults(filters: SearchFilters())
        let openverse = merged.admitted([image(.openverse, "o1", license: nil), image(.openverse, "o2", license: nil)])
        merged.add([openverse])
        XCTAssertEqual(merged.images.map(\.id), ["o1", "o2"], "any use lets an unknown licence through")
        let commons = merged.admitted([image(.commons, "c1", license: "by")])
        merged.regroup([openverse, commons])
        XCTAssertEqual(merged.images.map(\.id), ["o1", "c1", "o2"])
        let added = merged.add([[image(.commons, "c2", license: "by")]]).added
        XCTAssertEqual(Array(merged.images[added].map(\.id)), ["c2"])
    }
}
