import XCTest
@testable import PixscoutModel

final class ImageEntityRenditionsTests: XCTestCase {
    private func image(_ provider: ProviderID, preview: String, width: Int? = 4000) -> ImageEntity {
        ImageEntity(
            provider: provider, id: "1", pageURL: "https://example.org/1", pageImageWidth: width, previewURL: preview,
            imageURL: "https://example.org/web.jpg", largeImageURL: nil)
    }

    private let commonsRow = "https://upload.wikimedia.org/wikipedia/commons/thumb/a/ab/Tree.jpg/250px-Tree.jpg"

    func testOnePixelPerPointKeepsTheRowsThumbnail() {
        for provider in ProviderID.allCases {
            XCTAssertEqual(image(provider, preview: commonsRow).previewURL(pixelsPerPoint: 1), commonsRow)
        }
    }

    func testPixabaysHiDPIPreviewIsItsWebFormat() {
        XCTAssertEqual(image(.pixabay, preview: "https://cdn.pixabay.com/p_150.jpg").previewURL(pixelsPerPoint: 2),
                       "https://example.org/web.jpg")
    }

    func testOpenversesThumbnailIsLargeEnoughAlready() {
        XCTAssertEqual(image(.openverse, preview: "https://api.openverse.org/v1/images/1/thumb/").previewURL(pixelsPerPoint: 2),
                       "https://api.openverse.org/v1/images/1/thumb/")
    }

    func testCommonsRendersTwiceTheRowsWidthButNoWiderThanABitmap() {
        XCTAssertEqual(image(.commons, preview: commonsRow).previewURL(pixelsPerPoint: 2),
                       "https://upload.wikimedia.org/wikipedia/commons/thumb/a/ab/Tree.jpg/500px-Tree.jpg")
        XCTAssertEqual(image(.commons, preview: commonsRow, width: 400).previewURL(pixelsPerPoint: 2),
                       "https://upload.wikimedia.org/wikipedia/commons/thumb/a/ab/Tree.jpg/330px-Tree.jpg",
                       "the largest standard width below the file's own")
        let drawing = "https://upload.wikimedia.org/wikipedia/commons/thumb/c/cd/Map.svg/250px-Map.svg.png"
        XCTAssertEqual(image(.commons, preview: drawing, width: 100).previewURL(pixelsPerPoint: 2),
                       "https://upload.wikimedia.org/wikipedia/commons/thumb/c/cd/Map.svg/500px-Map.svg.png",
                       "a drawing renders at any width")
        let small = "https://upload.wikimedia.org/wikipedia/commons/e/ef/Icon.png"
        XCTAssertEqual(image(.commons, preview: small, width: 200).previewURL(pixelsPerPoint: 2), small,
                       "a file narrower than the row is its own thumbnail")
    }
}
