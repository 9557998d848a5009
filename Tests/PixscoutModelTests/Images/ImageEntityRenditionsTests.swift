import XCTest
@testable import PixscoutModel

final class ImageEntityRenditionsTests: XCTestCase {
    private func image(_ site: SiteID, preview: String, width: Int? = 4000) -> ImageEntity {
        ImageEntity(
            site: site, id: "1", pageURL: "https://example.org/1", pageImageWidth: width,
            pageImageHeight: width.map { $0 * 2 / 3 }, previewURL: preview,
            imageURL: "https://example.org/web.jpg", largeImageURL: nil)
    }

    private let commonsRow = "https://upload.wikimedia.org/wikipedia/commons/thumb/a/ab/Tree.jpg/250px-Tree.jpg"

    func testARowsBoxAtOnePixelPerPointKeepsTheRowsThumbnail() {
        for site in SiteID.allCases {
            XCTAssertEqual(image(site, preview: commonsRow).previewURL(fittingWidth: 150, height: 100), commonsRow)
        }
    }

    func testPixabaysHiDPIPreviewIsItsWebFormat() {
        XCTAssertEqual(image(.pixabay, preview: "https://cdn.pixabay.com/p_150.jpg").previewURL(fittingWidth: 300,
            height: 200),
                       "https://example.org/web.jpg")
    }

    func testAGridTileTakesTheNextSizeUpForItsShape() {
        let tile = (width: 330, height: 150)
        XCTAssertEqual(image(.commons, preview: commonsRow).previewURL(fittingWidth: tile.width, height: tile.height),
                       "https://upload.wikimedia.org/wikipedia/commons/thumb/a/ab/Tree.jpg/250px-Tree.jpg",
                       "a 3:2 image 150 high is 225 wide: the row's 250 px will do")
        XCTAssertEqual(image(.pixabay,
            preview: "https://cdn.pixabay.com/p_150.jpg").previewURL(fittingWidth: tile.width, height: tile.height),
                       "https://example.org/web.jpg", "a 3:2 tile 150 high is wider than Pixabay's preview")
        XCTAssertEqual(image(.commons, preview: commonsRow).previewURL(fittingWidth: 2 * tile.width,
            height: 2 * tile.height),
                       "https://upload.wikimedia.org/wikipedia/commons/thumb/a/ab/Tree.jpg/500px-Tree.jpg")
    }

    func testATilesCommonsThumbnailIsNeverWiderThanABitmapButADrawingIsDrawnAtAnyWidth() {
        let thumbnails = "https://upload.wikimedia.org/wikipedia/commons/thumb/a/ab/"
        XCTAssertEqual(image(.commons, preview: commonsRow, width: 400).previewURL(fittingWidth: 500, height: 300),
                       thumbnails + "Tree.jpg/330px-Tree.jpg")
        XCTAssertEqual(image(.commons, preview: thumbnails + "Map.SVG/250px-Map.SVG.png", width: 200)
            .previewURL(fittingWidth: 500, height: 300), thumbnails + "Map.SVG/500px-Map.SVG.png")
        // A file whose own name looks like a width: only the thumbnail's last part says one.
        XCTAssertEqual(image(.commons, preview: thumbnails + "250px-Old.jpg/250px-250px-Old.jpg")
            .previewURL(fittingWidth: 500, height: 300), thumbnails + "250px-Old.jpg/500px-250px-Old.jpg")
        // A file narrower than a row: Commons gives the file itself, which stays.
        XCTAssertEqual(image(.commons, preview: "https://upload.wikimedia.org/wikipedia/commons/a/ab/Icon.png")
            .previewURL(fittingWidth: 500, height: 300), "https://upload.wikimedia.org/wikipedia/commons/a/ab/Icon.png")
    }

    func testPixabaysWebFormatComesAtTheHeightATileNeeds() {
        let web = "https://pixabay.com/get/g3d1e2a_640.jpg"
        let entity = ImageEntity(
            site: .pixabay, id: "1", pageURL: "https://pixabay.com/photos/1/", pageImageWidth: 3000,
                pageImageHeight: 2000,
            previewURL: "https://cdn.pixabay.com/photo/1_150.jpg", imageURL: web, largeImageURL: nil)
        XCTAssertEqual(entity.previewURL(fittingWidth: 330, height: 150), "https://pixabay.com/get/g3d1e2a_180.jpg")
        XCTAssertEqual(entity.previewURL(fittingWidth: 660, height: 300), "https://pixabay.com/get/g3d1e2a_340.jpg")
        XCTAssertEqual(entity.previewURL(fittingWidth: 960, height: 720), web)
        XCTAssertEqual(entity.previewURL(fittingWidth: 150, height: 100), "https://cdn.pixabay.com/photo/1_150.jpg")
    }

    func testOpenversesThumbnailIsLargeEnoughAlready() {
        XCTAssertEqual(image(.openverse,
            preview: "https://api.openverse.org/v1/images/1/thumb/").previewURL(fittingWidth: 300, height: 200),
                       "https://api.openverse.org/v1/images/1/thumb/")
    }

    func testCommonsRendersTheFirstStandardWidthThatCoversTheBoxButNoWiderThanABitmap() {
        XCTAssertEqual(image(.commons, preview: commonsRow).previewURL(fittingWidth: 300, height: 200),
                       "https://upload.wikimedia.org/wikipedia/commons/thumb/a/ab/Tree.jpg/330px-Tree.jpg")
        XCTAssertEqual(image(.commons, preview: commonsRow, width: 320).previewURL(fittingWidth: 300, height: 200),
                       commonsRow, "the largest standard width below the file's own")
        let drawing = "https://upload.wikimedia.org/wikipedia/commons/thumb/c/cd/Map.svg/250px-Map.svg.png"
        XCTAssertEqual(image(.commons, preview: drawing, width: 100).previewURL(fittingWidth: 300, height: 200),
                       "https://upload.wikimedia.org/wikipedia/commons/thumb/c/cd/Map.svg/330px-Map.svg.png",
                       "a drawing renders at any width")
        let small = "https://upload.wikimedia.org/wikipedia/commons/e/ef/Icon.png"
        XCTAssertEqual(image(.commons, preview: small, width: 200).previewURL(fittingWidth: 300, height: 200), small,
                       "a file narrower than the row is its own thumbnail")
    }
}
