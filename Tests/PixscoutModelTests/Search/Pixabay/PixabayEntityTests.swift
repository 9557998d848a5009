import Foundation
import XCTest
@testable import PixscoutModel

/// Pixabay's hits: every field read; a hit without its id or URLs is refused, and numbers
/// that are missing or not believable are unknown.
final class PixabayEntityTests: XCTestCase {
    private func decode(_ fields: [String: Any]) throws -> ImageEntity {
        try JSONDecoder().decode(PixabayHit.self, from: ImageJSON.data(fields)).entity
    }

    func testEveryFieldIsParsed() throws {
        let image = try decode(ImageJSON.fields)
        XCTAssertEqual(image.id, "12345")
        XCTAssertNil(image.title)
        XCTAssertEqual(image.pageURL, "https://pixabay.com/photos/lake-mountains-12345/")
        XCTAssertEqual(image.pageImageWidth, 4000)
        XCTAssertEqual(image.pageImageHeight, 2667)
        XCTAssertEqual(image.fileSize, 1_234_567)
        XCTAssertEqual(image.previewURL, "https://cdn.pixabay.com/photo/preview.jpg")
        XCTAssertEqual(image.imageURL, "https://pixabay.com/get/webformat.jpg")
        XCTAssertEqual(image.imageWidth, 640)
        XCTAssertEqual(image.imageHeight, 426)
        XCTAssertEqual(image.largeImageURL, "https://pixabay.com/get/large.jpg")
        XCTAssertEqual(image.downloadURL, "https://pixabay.com/get/large.jpg")
        XCTAssertEqual(image.viewCount, 7_654_321)
        XCTAssertEqual(image.downloadCount, 123_456)
        XCTAssertEqual(image.likeCount, 789)
        XCTAssertEqual(image.creator, ImageCreator(
            name: "Lakeside", profileURL: "https://pixabay.com/users/Lakeside-42/",
            avatarURL: "https://cdn.pixabay.com/user/avatar.jpg"))
        XCTAssertEqual(image.license, .pixabay)
        XCTAssertEqual(image.license?.url, "https://pixabay.com/service/license-summary/")
        XCTAssertEqual(image.sourceName, "Pixabay")
        XCTAssertNil(image.attribution)
    }

    func testTagsAreSplitTrimmedAndEmptyPiecesDropped() throws {
        XCTAssertEqual(try decode(ImageJSON.fields).tags, ["lake", "mountains", "reflection"])
    }

    func testMissingTagsGiveNoTags() throws {
        var fields = ImageJSON.fields
        fields["tags"] = nil
        XCTAssertEqual(try decode(fields).tags, [])
    }

    func testAnEmptyOrMissingUserImageMeansNone() throws {
        var fields = ImageJSON.fields
        fields["userImageURL"] = ""
        XCTAssertNil(try decode(fields).creator?.avatarURL)
        fields["userImageURL"] = nil
        XCTAssertNil(try decode(fields).creator?.avatarURL)
    }

    func testWithoutAUserIDThereIsNoProfileLink() throws {
        var fields = ImageJSON.fields
        fields["user_id"] = nil
        XCTAssertNil(try decode(fields).creator?.profileURL)
        XCTAssertEqual(try decode(fields).creator?.name, "Lakeside")
    }

    func testAHitWithoutItsIdOrURLsIsRejected() {
        for field in ["id", "pageURL", "previewURL", "webformatURL", "largeImageURL"] {
            var fields = ImageJSON.fields
            fields[field] = nil
            XCTAssertThrowsError(try decode(fields), "missing \(field) should be rejected")
        }
    }

    func testMissingSizesAndCountsAreUnknown() throws {
        for field in ["imageWidth", "imageHeight", "webformatWidth", "webformatHeight", "imageSize", "views",
            "downloads", "likes"] {
            var fields = ImageJSON.fields
            fields[field] = nil
            XCTAssertNoThrow(try decode(fields), field)
        }
        var fields = ImageJSON.fields
        fields["views"] = nil
        fields["imageWidth"] = nil
        let image = try decode(fields)
        XCTAssertNil(image.viewCount)
        XCTAssertNil(image.pageImageWidth)
        XCTAssertEqual(image.likeCount, 789)
    }

    func testAMissingUserMeansNoCreator() throws {
        var fields = ImageJSON.fields
        fields["user"] = nil
        XCTAssertNil(try decode(fields).creator)
    }

    func testACountOfTheWrongTypeIsUnknown() throws {
        var fields = ImageJSON.fields
        fields["views"] = "many"
        fields["likes"] = "12"
        let image = try decode(fields)
        XCTAssertNil(image.viewCount)
        XCTAssertEqual(image.likeCount, 12, "a number written as text is still a number")
    }

    func testAnExtraFieldIsIgnored() throws {
        var fields = ImageJSON.fields
        fields["somethingNew"] = ["nested": true]
        XCTAssertEqual(try decode(fields), try decode(ImageJSON.fields))
    }

    func testAResponseIsParsed() throws {
        var second = ImageJSON.fields
        second["id"] = 2
        let response = try JSONDecoder().decode(
            PixabayResponse.self, from: ImageJSON.response(hits: [ImageJSON.fields, second], totalHits: 500))
        XCTAssertEqual(response.totalHits, 500)
        XCTAssertEqual(response.hits.map(\.id), ["12345", "2"])
    }
}
