import Foundation
import PixscoutModel
import PixscoutTestSupport
import XCTest
@testable import PixscoutApp

/// A picture's grey copy is its brightness, whatever its colours (a blue sky is not black), the
/// same through libvips and through gdk-pixbuf's BMP loader; what neither reads is refused.
final class PictureFingerprinterTests: FolderTestCase {
    private func picture(_ colour: String, as format: String) throws -> Data {
        let file = folder.appendingPathComponent("\(colour).\(format)")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/convert")
        process.arguments = ["-size", "40x30", "xc:\(colour)", "-type", "TrueColor", file.path]
        try process.run()
        process.waitUntilExit()
        return try Data(contentsOf: file)
    }

    func testGreyIsBrightnessInEveryFormat() throws {
        let fingerprinter = PictureFingerprinter()
        // CIE lightness, as libvips' black and white: blue is dark but not black, green bright.
        for (colour, brightness) in [("blue", 87), ("lime", 220), ("red", 130)] {
            for format in ["jpg", "png", "tif", "bmp"] {
                let grey = try fingerprinter.gray(of: try picture(colour, as: format), width: 9, height: 8,
                    maxPixels: 1_000_000)
                XCTAssertEqual(grey.count, 72)
                let mean = grey.reduce(0) { $0 + Int($1) } / grey.count
                XCTAssertEqual(Double(mean), Double(brightness), accuracy: 12, "\(colour) \(format): \(grey)")
            }
        }
        XCTAssertThrowsError(try fingerprinter.gray(of: Data("BM not a picture".utf8), width: 9, height: 8,
            maxPixels: 1_000_000))
    }
}
