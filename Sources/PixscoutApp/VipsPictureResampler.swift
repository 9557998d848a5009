import Foundation
import PixscoutModel
import VipsKit

/// Fit's imaging through libvips (VipsKit).
public struct VipsPictureResampler: PictureResampling {
    public init() {}

    public func size(of file: URL, maxPixels: Int) throws(FitError) -> PixelSize {
        do {
            let size = try VipsImaging.size(ofFileAt: file.path, maxPixels: maxPixels)
            return PixelSize(width: size.width, height: size.height)
        } catch { throw FitError(error) }
    }

    public func attention(in file: URL, maxPixels: Int, box: Int, aspect: Double?) throws(FitError)
        -> PictureAttention {
        do {
            let found = try VipsImaging.attention(inFileAt: file.path, maxPixels: maxPixels, box: box, aspect: aspect)
            return PictureAttention(size: PixelSize(width: found.width, height: found.height),
                centre: (found.x, found.y), deviation: found.deviation)
        } catch { throw FitError(error) }
    }

    public func render(_ file: URL, maxPixels: Int, request: FitRequest, to output: URL) throws(FitError) {
        let format: VipsOutputFormat = switch request.format {
        case .jpeg: .jpeg
        case .png: .png
        case .webp: .webp
        }
        do {
            try VipsImaging.fit(fileAt: file.path, maxPixels: maxPixels,
                region: request.region.map { ($0.x, $0.y, $0.width, $0.height) }, width: request.size.width,
                height: request.size.height, format: format, quality: request.quality, to: output.path)
        } catch { throw FitError(error) }
    }
}
