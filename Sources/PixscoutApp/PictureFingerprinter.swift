import Foundation
import GtkKit
import PixscoutModel
import VipsKit

/// A picture's small grey copy from its bytes in memory: through libvips (VipsKit), which
/// reads JPEG, PNG, GIF, WebP, TIFF, AVIF and HEIF with its untrusted loaders blocked; a BMP,
/// which only an untrusted loader of libvips reads, through gdk-pixbuf's BMP loader alone.
struct PictureFingerprinter: PictureFingerprinting {
    func gray(of bytes: Data, width: Int, height: Int, maxPixels: Int) throws(FitError) -> [UInt8] {
        if bytes.starts(with: Array("BM".utf8)) {
            do { return try Pixbuf.gray(of: bytes, format: "bmp", width: width, height: height) } catch {
                throw error == .tooLarge ? .tooManyPixels : .notAPicture
            }
        }
        do { return try VipsImaging.gray(of: bytes, width: width, height: height, maxPixels: maxPixels) } catch {
            throw FitError(error)
        }
    }
}
