import Foundation
import PixscoutTestSupport
import XCTest
@testable import PixscoutModel

final class SampleCatalogTests: XCTestCase {
    private let search = SampleCatalogSite(directory: RepositoryPaths.data)
    private let network = LocalFileNetwork(root: RepositoryPaths.data)

    func testTheCatalogHasAtLeastSixtyImagesWithPreviews() async throws {
        let first = try await search.search(query: "")
        let second = try await search.search(query: "", page: first.next, filters: SearchFilters())
        let all = first.images + second.images
        XCTAssertGreaterThanOrEqual(all.count, 60)
        XCTAssertEqual(all.count, first.totalCount)
        XCTAssertNil(second.next)
        XCTAssertEqual(Set(all.map(\.id)).count, all.count, "ids are unique")
        for image in all {
            XCTAssertFalse(image.tags.isEmpty)
            XCTAssertEqual(image.license?.name, "CC0 1.0")
            let preview = try await ImageFetcher(network: network).fetchImage(at: try XCTUnwrap(image.previewURL),
                maxBytes: 1 << 20)
            XCTAssertEqual(Array(preview.prefix(2)), [0xFF, 0xD8], "a JPEG preview for \(image.id)")
        }
    }

    func testEveryQueryWordMustMatchATag() async throws {
        let page = try await search.search(query: "Blue clouds")
        XCTAssertFalse(page.images.isEmpty)
        for image in page.images {
            XCTAssertTrue(image.tags.contains("blue") && image.tags.contains("clouds"), "\(image.tags)")
        }
        let none = try await search.search(query: "blue zebra")
        XCTAssertEqual(none.totalCount, 0)
    }

    func testNothingFoundOffersTheCatalogsWordsThatFindSomethingUnderTheSameFilters() async throws {
        let flower = try await search.search(query: "flower")
        XCTAssertTrue(flower.images.isEmpty)
        XCTAssertEqual(flower.alternatives.count, 5, "\(flower.alternatives)")
        var filters = SearchFilters()
        filters.orientation = .vertical
        let narrowed = try await search.search(query: "flower", page: nil, filters: filters)
        for word in flower.alternatives + narrowed.alternatives {
            let filtersUsed = narrowed.alternatives.contains(word) ? filters : SearchFilters()
            let found = try await search.search(query: word, page: nil, filters: filtersUsed)
            XCTAssertFalse(found.images.isEmpty, "“\(word)” finds something")
        }
        let found = try await search.search(query: "sky")
        XCTAssertEqual(found.alternatives, [], "words are offered only when nothing matched")
    }

    func testFiltersNarrowTheSamples() async throws {
        var filters = SearchFilters()
        filters.orientation = .vertical
        filters.colors = [.blue]
        let page = try await search.search(query: "", page: nil, filters: filters)
        XCTAssertFalse(page.images.isEmpty)
        for image in page.images {
            XCTAssertGreaterThan(try XCTUnwrap(image.pageImageHeight), try XCTUnwrap(image.pageImageWidth))
            XCTAssertTrue(image.tags.contains("blue"))
        }
        filters = SearchFilters()
        filters.imageType = .photo
        let photos = try await search.search(query: "", page: nil, filters: filters)
        XCTAssertEqual(photos.totalCount, 0, "the samples are all illustrations")
    }

    func testPagesFollowEachOther() async throws {
        let first = try await search.search(query: "")
        let second = try await search.search(query: "", page: PageToken(2), filters: SearchFilters())
        XCTAssertEqual(first.images.count, SampleCatalogSite.perPage)
        XCTAssertEqual(first.next, PageToken(2))
        XCTAssertTrue(Set(first.images.map(\.id)).isDisjoint(with: second.images.map(\.id)))
    }

    func testSamplePagesLeadToAPixabaySearch() async throws {
        let page = try await search.search(query: "")
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
        let missing = try await network.get(RepositoryPaths.data.appendingPathComponent("previews/none.jpg")
            .absoluteString)
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
            _ = try await fetcher.fetchImage(at: RepositoryPaths.data.appendingPathComponent("previews/none.jpg")
                .absoluteString, maxBytes: 1 << 20)
            XCTFail("expected an error")
        } catch {
            XCTAssertEqual(error, .requestRejected(status: 404))
        }
    }
}
