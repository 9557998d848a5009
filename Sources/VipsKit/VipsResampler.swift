import CVips
import Foundation
import PixscoutModel

/// Fit's imaging through libvips (`CVips`, opened on first use).
public struct VipsResampler: PictureResampling {
    public init() {}

    public func size(of file: URL, maxPixels: Int) throws(FitError) -> PixelSize {
        var width: Int32 = 0
        var height: Int32 = 0
        try Self.check(pixscout_vips_size(file.path, Int64(maxPixels), &width, &height))
        return PixelSize(width: Int(width), height: Int(height))
    }

    public func attention(in file: URL, maxPixels: Int, box: Int, aspect: Double?) throws(FitError)
        -> PictureAttention {
        var width: Int32 = 0
        var height: Int32 = 0
        var x: Int32 = 0
        var y: Int32 = 0
        var deviation = 0.0
        try Self.check(pixscout_vips_attention(file.path, Int64(maxPixels), Int32(box), aspect ?? 0, &width,
            &height, &x, &y, &deviation))
        return PictureAttention(size: PixelSize(width: Int(width), height: Int(height)),
            centre: (Int(x), Int(y)), deviation: deviation)
    }

    public func render(_ file: URL, maxPixels: Int, request: FitRequest, to output: URL) throws(FitError) {
        let region = request.region ?? FitRegion(x: 0, y: 0, width: 0, height: 0)
        let format = switch request.format {
        case .jpeg: PIXSCOUT_VIPS_JPEG
        case .png: PIXSCOUT_VIPS_PNG
        case .webp: PIXSCOUT_VIPS_WEBP
        }
        try Self.check(pixscout_vips_fit(file.path, Int64(maxPixels), Int32(region.x), Int32(region.y),
            Int32(region.width), Int32(region.height), request.region == nil ? 1 : 0, Int32(request.size.width),
            Int32(request.size.height), format, Int32(request.quality), output.path))
    }

    static func check(_ result: PixscoutVipsResult) throws(FitError) {
        switch result {
        case PIXSCOUT_VIPS_OK: return
        case PIXSCOUT_VIPS_UNAVAILABLE: throw .imagingUnavailable
        case PIXSCOUT_VIPS_TOO_OLD: throw .imagingTooOld
        case PIXSCOUT_VIPS_ENLARGED_TOO_FAR: throw .enlargedTooFar
        case PIXSCOUT_VIPS_TOO_LARGE: throw .tooManyPixels
        case PIXSCOUT_VIPS_UNWRITABLE: throw .cannotWrite
        default: throw .notAPicture
        }
    }
}
