import Foundation

/// Decodes a picture into a small grey copy for its ``PerceptualHash`` (libvips, in `VipsKit`).
/// Blocks its thread.
public protocol PictureFingerprinting: Sendable {
    /// `width` by `height` grey pixels, row by row; nil for bytes that are no picture it reads.
    /// Throws ``FitError/tooManyPixels`` for a picture of over `maxPixels`, before decoding it.
    func gray(of bytes: Data, width: Int, height: Int, maxPixels: Int) throws(FitError) -> [UInt8]
}
