import Foundation
import PixscoutTestSupport
import XCTest

/// The spinner draws Pixscout's own icon, pre-rendered as PNGs: the theme's is an SVG, and
/// drawing it loaded an SVG renderer (librsvg and libxml2, 7 MB) into the app for good.
final class SpinnerEndToEndTests: EndToEndTestCase {
    /// Slow enough that the search's spinner shows, and turns, before the rows come.
    override var serverArguments: [String] { ["--latency-ms", "1500"] }

    func testShowingTheSpinnerLoadsNoSVGRenderer() throws {
        try search("abstract")
        let maps = try String(contentsOfFile: "/proc/\(app.process.processIdentifier)/maps", encoding: .utf8)
        XCTAssertFalse(maps.contains("librsvg"), "an SVG renderer was loaded")
        XCTAssertFalse(maps.contains("libpixbufloader-svg"), "GDK's SVG loader was loaded")
    }
}
