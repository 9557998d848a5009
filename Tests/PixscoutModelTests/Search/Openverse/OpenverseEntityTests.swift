import Foundation
import XCTest
@testable import PixscoutModel

/// Openverse's documented JSON: UUID ids, nullable sizes and credits, tags as objects.
final class OpenverseEntityTests: XCTestCase {
    private func images(_ json: String = OpenverseJSON.documentedResponse) throws -> [ImageEntity] {
        try JSONDecoder().decode(OpenverseResponse.self, from: Data(json.utf8)).results.map(\.entity)
    }

    func testEveryFieldOfAFullResultIsParsed() throws {
        let image = try XCTUnwrap(try images().first)
        XCTAssertEqual(image.id, "4bc43a04-ef46-4544-a0c1-63c63f56e276")
        XCTAssertEqual(image.title, "Tree Bark Photo")
        XCTAssertEqual(image.tags, ["tree", "bark"])
        XCTAssertEqual(image.pageURL, "https://stocksnap.io/photo/XNVBVXO3B7")
        XCTAssertEqual(image.pageImageWidth, 6016)
        XCTAssertEqual(image.pageImageHeight, 4016)
        XCTAssertEqual(image.fileSize, 1_234_567)
        let thumbnail = "https://api.openverse.org/v1/images/4bc43a04-ef46-4544-a0c1-63c63f56e276/thumb/"
        XCTAssertEqual(image.previewURL, thumbnail)
        XCTAssertEqual(image.imageURL, thumbnail)
        XCTAssertEqual(image.largeImageURL, "https://cdn.stocksnap.io/img-thumbs/960w/XNVBVXO3B7.jpg")
        XCTAssertEqual(image.downloadURL, "https://cdn.stocksnap.io/img-thumbs/960w/XNVBVXO3B7.jpg")
        XCTAssertEqual(image.creator,
            ImageCreator(name: "Tim Sullivan", profileURL: "https://www.secretagencygroup.com"))
        XCTAssertEqual(image.license, ImageLicense(
            code: "cc0", version: "1.0", name: "CC0 1.0", url: "https://creativecommons.org/publicdomain/zero/1.0/"))
        XCTAssertEqual(image.attribution,
            "\"Tree Bark Photo\" by Tim Sullivan is marked with CC0 1.0. To view the terms, visit "
                + "https://creativecommons.org/publicdomain/zero/1.0/.")
        XCTAssertEqual(image.sourceName, "StockSnap")
    }

    func testNullsStayUnknownRatherThanZero() throws {
        let image = try XCTUnwrap(try images().last)
        XCTAssertEqual(image.id, "f9384235-b72e-4f1e-9b05-e1b116262a29")
        XCTAssertNil(image.title)
        XCTAssertEqual(image.tags, [])
        XCTAssertNil(image.pageImageWidth)
        XCTAssertNil(image.pageImageHeight)
        XCTAssertNil(image.fileSize)
        XCTAssertNil(image.creator)
        XCTAssertNil(image.attribution)
        XCTAssertNil(image.viewCount)
        XCTAssertNil(image.likeCount)
        XCTAssertEqual(image.license?.name, "CC BY-SA 2.0")
        XCTAssertNil(image.license?.url)
        XCTAssertEqual(image.sourceName, "Flickr")
    }

    func testMissingOptionalFieldsAreAccepted() throws {
        let json = String(decoding: OpenverseJSON.response(
            results: [OpenverseJSON.minimalResult(id: "a1b2")], resultCount: 1, pageCount: 1), as: UTF8.self)
        let image = try XCTUnwrap(try images(json).first)
        XCTAssertEqual(image.id, "a1b2")
        XCTAssertEqual(image.pageURL, "https://example.org/a1b2.jpg", "without a landing page, the image itself")
        XCTAssertEqual(image.previewURL, "https://example.org/a1b2.jpg")
        XCTAssertEqual(image.license?.name, "Public Domain Mark")
        XCTAssertNil(image.sourceName)
    }

    func testAResultWithoutItsRequiredFieldsIsRejected() {
        for field in ["id", "url", "license"] {
            let json = OpenverseJSON.minimalResult(id: "x").replacingOccurrences(of: "\"\(field)\"", with: "\"other\"")
            XCTAssertThrowsError(try JSONDecoder().decode(OpenverseImage.self, from: Data(json.utf8)), field)
        }
    }

    func testLicenceNamesReadAsCreativeCommonsWritesThem() {
        XCTAssertEqual(ImageLicense.creativeCommons(code: "by-nc-sa", version: "3.0", url: nil).name, "CC BY-NC-SA 3.0")
        XCTAssertEqual(ImageLicense.creativeCommons(code: "pdm", version: "1.0", url: nil).name,
            "Public Domain Mark 1.0")
        XCTAssertEqual(ImageLicense.creativeCommons(code: "by", version: nil, url: nil).name, "CC BY")
    }
}
