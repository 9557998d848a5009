import Foundation

/// The imaging library under Fit (libvips, in `VipsKit`): each call blocks its thread, and
/// refuses a picture of over `maxPixels` before decoding it.
public protocol PictureResampling: Sendable {
    /// The picture's upright size, from its header.
    func size(of file: URL, maxPixels: Int) throws(FitError) -> PixelSize
    /// Where the subject of a `aspect`-shaped part is, in a copy shrunk to fit `box` pixels.
    func attention(in file: URL, maxPixels: Int, box: Int, aspect: Double?) throws(FitError) -> PictureAttention
    /// Writes `request`'s picture to `output`.
    func render(_ file: URL, maxPixels: Int, request: FitRequest, to output: URL) throws(FitError)
}
