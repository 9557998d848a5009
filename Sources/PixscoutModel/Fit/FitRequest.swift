/// How one picture is fitted: the part kept (nil: the most interesting part, as libvips'
/// attention crop finds it at the output's shape), the size it is made at, and its file.
public struct FitRequest: Sendable, Equatable {
    public var region: FitRegion?
    public var size: PixelSize
    public var format: FitFormat
    /// 1 to 100, for JPEG and WebP.
    public var quality: Int

    public init(region: FitRegion?, size: PixelSize, format: FitFormat = .jpeg,
        quality: Int = FitFormat.defaultQuality) {
        self.region = region
        self.size = size
        self.format = format
        self.quality = min(100, max(1, quality))
    }

    /// The request a batch makes of each picture: its most interesting part in `target`'s
    /// shape, at the target's size or the largest the picture gives without enlarging it.
    public static func batch(_ target: FitTarget, of picture: PixelSize, format: FitFormat = .jpeg,
        quality: Int = FitFormat.defaultQuality) -> FitRequest {
        let region = FitRegion.largest(of: target.aspect, in: picture)
        return FitRequest(region: target.aspect == nil ? region : nil,
            size: target.outputSize(for: region.size), format: format, quality: quality)
    }
}
