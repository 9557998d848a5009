import Foundation
import XCTest
@testable import PixscoutModel

/// Pixabay's hits as the seed read them: every field, required fields required.
final class PixabayEntityTests: XCTestCase {
    private func decode(_ fields: [String: Any]) throws -> ImageEntity {
        try JSONDecoder().decode(PixabayHit.self, from: ImageJSON.data(fields)).entity(site: "https://pixabay.com/")
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

    func testEachOtherRequiredFieldMissingIsRejected() {
        let required = [
            "id", "pageURL", "imageWidth", "imageHeight", "previewURL",
            "webformatURL", "webformatWidth", "webformatHeight", "largeImageURL", "views", "downloads",
            "likes", "user",
        ]
        for field in required {
            var fields = ImageJSON.fields
            fields[field] = nil
            XCTAssertThrowsError(try decode(fields), "missing \(field) should be rejected")
        }
    }

    func testAFieldOfTheWrongTypeIsRejected() {
        var fields = ImageJSON.fields
        fields["views"] = "many"
        XCTAssertThrowsError(try decode(fields))
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
        XCTAssertEqual(response.hits.map(\.id), [12345, 2])
    }
}
