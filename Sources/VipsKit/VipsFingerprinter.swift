import CVips
import Foundation
import PixscoutModel

/// A picture's small grey copy through libvips, from its bytes in memory: the header read
/// first, shrunk as it loads, the untrusted loaders blocked.
public struct VipsFingerprinter: PictureFingerprinting {
    public init() {}

    public func gray(of bytes: Data, width: Int, height: Int, maxPixels: Int) throws(FitError) -> [UInt8] {
        var pixels = [UInt8](repeating: 0, count: width * height)
        let result = bytes.withUnsafeBytes { buffer in
            pixscout_vips_grayscale(buffer.baseAddress, buffer.count, Int64(maxPixels), Int32(width), Int32(height),
                &pixels)
        }
        try VipsResampler.check(result)
        return pixels
    }
}
