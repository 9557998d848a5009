import Foundation
import PixscoutModel
import VipsKit

/// A picture's small grey copy through libvips (VipsKit), from its bytes in memory.
struct VipsPictureFingerprinter: PictureFingerprinting {
    func gray(of bytes: Data, width: Int, height: Int, maxPixels: Int) throws(FitError) -> [UInt8] {
        do { return try VipsImaging.gray(of: bytes, width: width, height: height, maxPixels: maxPixels) } catch {
            throw FitError(error)
        }
    }
}
