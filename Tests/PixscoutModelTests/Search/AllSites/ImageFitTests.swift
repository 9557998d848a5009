import Foundation
import XCTest
@testable import PixscoutModel

/// "What must it fit?": a shape and a size, through each site's parameters where it has
/// them, and checked on every result.
final class ImageFitTests: XCTestCase {
    private func image(_ width: Int?, _ height: Int?) -> ImageEntity {
        ImageEntity(
            site: .commons, id: "1", pageURL: "https://commons.example/1", pageImageWidth: width,
                pageImageHeight: height,
            previewURL: nil, imageURL: nil, largeImageURL: nil, license: .pixabay)
    }

    private func filters(shape: SearchFilters.Shape = .any, size: SearchFilters.Size = .any) -> SearchFilters {
        var filters = SearchFilters()
        filters.shape = shape
        filters.size = size
        return filters
    }

    func testEachShapeAdmitsItsProportionsAndAnUnknownSizeFitsNothing() {
        XCTAssertTrue(filters(shape: .wide).admits(image(3840, 2160)))
        XCTAssertFalse(filters(shape: .wide).admits(image(4000, 3000)))
        XCTAssertTrue(filters(shape: .standard).admits(image(4000, 3000)))
        XCTAssertTrue(filters(shape: .square).admits(image(1000, 1050)))
        XCTAssertTrue(filters(shape: .portrait).admits(image(2480, 3508)), "an A4 page")
        XCTAssertFalse(filters(shape: .portrait).admits(image(3508, 2480)))
        XCTAssertFalse(filters(shape: .square).admits(image(nil, nil)),
            "a site that does not say the size cannot promise it")
        XCTAssertTrue(filters().admits(image(nil, nil)))
    }

    func testSizesAskForAtLeastFullHDOrTheScreen() {
        XCTAssertTrue(filters(size: .fullHD).admits(image(1920, 1080)))
        XCTAssertFalse(filters(size: .fullHD).admits(image(1919, 1200)))
        var screen = filters(size: .screen)
        screen.screenWidth = 2560
        screen.screenHeight = 1600
        XCTAssertFalse(screen.admits(image(1920, 1080)))
        XCTAssertTrue(screen.admits(image(3000, 2000)))
        XCTAssertTrue(filters(size: .screen).admits(image(10, 10)), "an unknown screen asks for nothing")
    }

    func testOpenverseAndPixabayAreAskedWithTheirOwnParameters() {
        let openverse = OpenverseRequest(baseURL: "http://127.0.0.1:9/v1/images/", query: "fox",
            filters: filters(shape: .square, size: .fullHD)).url
        XCTAssertTrue(openverse.contains("&aspect_ratio=square&size=large"), openverse)
        let portrait = OpenverseRequest(baseURL: "http://127.0.0.1:9/v1/images/", query: "fox",
            filters: filters(shape: .portrait)).url
        XCTAssertTrue(portrait.contains("&aspect_ratio=tall"), portrait)
        let pixabay = Dictionary(filters(shape: .wide, size: .fullHD).pixabayQueryItems.map { ($0.name,
            $0.value) }) { $1 }
        XCTAssertEqual(pixabay["orientation"], "horizontal")
        XCTAssertEqual(pixabay["min_width"], "1920")
        XCTAssertEqual(pixabay["min_height"], "1080")
    }
}
