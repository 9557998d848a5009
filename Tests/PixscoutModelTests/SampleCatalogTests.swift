import Foundation
import PixscoutTestSupport
import XCTest
@testable import PixscoutModel

final class SampleCatalogTests: XCTestCase {
    private let search = SampleCatalogSearch(directory: RepositoryPaths.data)
    private let network = LocalFileNetwork(root: RepositoryPaths.data)

    func testTheCatalogHasAtLeastSixtyImagesWithPreviews() async throws {
        let all = try await search.search(query: "", page: 1, perPage: 200, filters: SearchFilters())
        XCTAssertGreaterThanOrEqual(all.totalCount, 60)
        XCTAssertEqual(all.images.count, all.totalCount)
        XCTAssertEqual(Set(all.images.map(\.id)).count, all.images.count, "ids are unique")
        for image in all.images {
            XCTAssertFalse(image.tags.isEmpty)
            let preview = try await ImageFetcher(network: network).fetchImage(at: image.previewURL)
            XCTAssertEqual(Array(preview.prefix(2)), [0xFF, 0xD8], "a JPEG preview for \(image.id)")
        }
    }

    func testEveryQueryWordMustMatchATag() async throws {
        let page = try await search.search(query: "Blue clouds", page: 1, perPage: 50, filters: SearchFilters())
        XCTAssertFalse(page.images.isEmpty)
        for image in page.images {
            XCTAssertTrue(image.tags.contains("blue") && image.tags.contains("clouds"), "\(image.tags)")
        }
        let none = try await search.search(query: "blue zebra", page: 1, perPage: 50, filters: SearchFilters())
        XCTAssertEqual(none.totalCount, 0)
    }

    func testFiltersNarrowTheSamples() async throws {
        var filters = SearchFilters()
        filters.orientation = .vertical
        filters.colors = [.blue]
        let page = try await search.search(query: "", page: 1, perPage: 50, filters: filters)
        XCTAssertFalse(page.images.isEmpty)
        for image in page.images {
            XCTAssertGreaterThan(image.pageImageHeight, image.pageImageWidth)
            XCTAssertTrue(image.tags.contains("blue"))
        }
        filters = SearchFilters()
        filters.imageType = .photo
        let photos = try await search.search(query: "", page: 1, perPage: 50, filters: filters)
        XCTAssertEqual(photos.totalCount, 0, "the samples are all illustrations")
    }

    func testPagesFollowEachOther() async throws {
        let first = try await search.search(query: "", page: 1, perPage: 20, filters: SearchFilters())
        let second = try await search.search(query: "", page: 2, perPage: 20, filters: SearchFilters())
        XCTAssertEqual(first.images.count, 20)
        XCTAssertTrue(Set(first.images.map(\.id)).isDisjoint(with: second.images.map(\.id)))
    }

    func testSamplePagesLeadToAPixabaySearch() async throws {
        let page = try await search.search(query: "", page: 1, perPage: 5, filters: SearchFilters())
        for image in page.images {
            XCTAssertTrue(PageLinkPolicy(allowedHost: "pixabay.com").allows(image.pageURL), image.pageURL)
        }
    }

    func testLocalFilesOutsideTheCatalogAreRefused() async throws {
        let escape = RepositoryPaths.data.appendingPathComponent("../Package.swift").absoluteString
        let response = try await network.get(escape)
        XCTAssertEqual(response.status, 403)
        let system = try await network.get("file:///etc/passwd")
        XCTAssertEqual(system.status, 403)
        let missing = try await network.get(RepositoryPaths.data.appendingPathComponent("previews/none.jpg").absoluteString)
        XCTAssertEqual(missing.status, 404)
        do {
            _ = try await network.get("https://pixabay.com/")
            XCTFail("only file: URLs")
        } catch {
            XCTAssertEqual(error, .incorrectDataReturned)
        }
    }

    func testAnImageFetcherTurnsErrorStatusesIntoErrors() async {
        let fetcher = ImageFetcher(network: network)
        do {
            _ = try await fetcher.fetchImage(at: RepositoryPaths.data.appendingPathComponent("previews/none.jpg").absoluteString)
            XCTFail("expected an error")
        } catch {
            XCTAssertEqual(error, .requestRejected(status: 404))
        }
    }
}
