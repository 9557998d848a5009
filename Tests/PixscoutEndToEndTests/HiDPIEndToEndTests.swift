import Foundation
import PixscoutProbe
import PixscoutTestSupport
import XCTest

/// On a screen of two pixels per point, thumbnails are drawn at the screen's resolution.
final class HiDPIEndToEndTests: XCTestCase {
    override func setUpWithError() throws {
        try XCTSkipIf(ProcessInfo.processInfo.environment["DISPLAY"] == nil, "no display: run the suite under xvfb-run")
    }

    func testUnderGDKScale2TheThumbnailsHaveTwiceThePixels() throws {
        let normal = try firstThumbnailPixels(environment: ["GDK_SCALE": "1"])
        let dense = try firstThumbnailPixels(environment: ["GDK_SCALE": "2"])
        XCTAssertEqual(normal, [150, 100], "the sample catalog's preview, a pixel per point")
        XCTAssertEqual(dense, [300, 200], "twice the pixels for the same 150 × 100 points")
    }

    /// The width and height in pixels of the first thumbnail painted, as the probe tells them.
    private func firstThumbnailPixels(environment: [String: String]) throws -> [Int] {
        let app = try AppUnderTest(arguments: ["--site", "sample"], environment: environment)
        try app.waitForEvent { $0.previewCount == 1 }
        let event = try XCTUnwrap(app.events(since: 0) { $0.previewCount == 1 }.first)
        guard case .previewsShown(_, _, let width, let height) = event else { return [] }
        return [width, height]
    }
}
