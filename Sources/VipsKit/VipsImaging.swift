import CVips
import Foundation

/// Pictures read, measured and written through libvips (`CVips`, opened on first use), the
/// untrusted loaders blocked and a picture of over `maxPixels` refused before it is decoded.
/// Sizes are of the picture upright, its EXIF orientation applied.
public enum VipsImaging {
    /// The picture's upright size, from its header alone.
    public static func size(ofFileAt path: String, maxPixels: Int) throws(VipsFailure) -> (width: Int, height: Int) {
        var width: Int32 = 0
        var height: Int32 = 0
        try VipsFailure.check(pixscout_vips_size(path, Int64(maxPixels), &width, &height))
        return (Int(width), Int(height))
    }

    /// Where the picture's subject is, in it shrunk to fit `box` by `box` (`width`, `height`):
    /// the centre of libvips' attention crop of the largest part of shape `aspect` (the whole
    /// picture when nil), and how much the picture varies (its standard deviation, 0 to 255).
    public static func attention(inFileAt path: String, maxPixels: Int, box: Int, aspect: Double?)
        throws(VipsFailure) -> (width: Int, height: Int, x: Int, y: Int, deviation: Double) {
        var width: Int32 = 0
        var height: Int32 = 0
        var x: Int32 = 0
        var y: Int32 = 0
        var deviation = 0.0
        try VipsFailure.check(pixscout_vips_attention(path, Int64(maxPixels), Int32(box), aspect ?? 0, &width,
            &height, &x, &y, &deviation))
        return (Int(width), Int(height), Int(x), Int(y), deviation)
    }

    /// Writes `region` of the picture (the upright picture's pixels; libvips' attention crop of
    /// the whole picture when nil) resized to `width` by `height` into `output`.
    public static func fit(
        fileAt path: String, maxPixels: Int, region: (x: Int, y: Int, width: Int, height: Int)?, width: Int,
        height: Int, format: VipsOutputFormat, quality: Int, to output: String
    ) throws(VipsFailure) {
        let area = region ?? (0, 0, 0, 0)
        try VipsFailure.check(pixscout_vips_fit(path, Int64(maxPixels), Int32(area.x), Int32(area.y),
            Int32(area.width), Int32(area.height), region == nil ? 1 : 0, Int32(width), Int32(height),
            format.cValue, Int32(quality), output))
    }

    /// The picture in `bytes` shrunk to `width` by `height` grey pixels (at most 64 each), row
    /// by row: for a picture's perceptual hash.
    public static func gray(of bytes: Data, width: Int, height: Int, maxPixels: Int) throws(VipsFailure) -> [UInt8] {
        var pixels = [UInt8](repeating: 0, count: width * height)
        let result = bytes.withUnsafeBytes { buffer in
            pixscout_vips_grayscale(buffer.baseAddress, buffer.count, Int64(maxPixels), Int32(width), Int32(height),
                &pixels)
        }
        try VipsFailure.check(result)
        return pixels
    }
}
