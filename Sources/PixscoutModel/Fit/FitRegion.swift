/// The part of a picture that is kept, in pixels of the picture upright.
public struct FitRegion: Sendable, Equatable, Hashable {
    public var x: Int
    public var y: Int
    public var width: Int
    public var height: Int

    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    public var size: PixelSize { PixelSize(width: width, height: height) }

    /// The largest region of `aspect` (any shape when nil) inside `picture`, centred on
    /// `centre` as far as the picture's edges allow.
    public static func largest(of aspect: Double?, in picture: PixelSize,
        centredOn centre: (x: Double, y: Double)? = nil) -> FitRegion {
        var width = picture.width
        var height = picture.height
        if let aspect, aspect > 0 {
            if Double(width) / Double(height) > aspect {
                width = max(1, min(picture.width, Int((Double(height) * aspect).rounded())))
            } else {
                height = max(1, min(picture.height, Int((Double(width) / aspect).rounded())))
            }
        }
        let centre = centre ?? (Double(picture.width) / 2, Double(picture.height) / 2)
        let region = FitRegion(x: Int((centre.x - Double(width) / 2).rounded()),
            y: Int((centre.y - Double(height) / 2).rounded()), width: width, height: height)
        return region.inside(picture)
    }

    /// This region moved (never resized) so that it lies inside `picture`, made smaller only
    /// when it is larger than the picture.
    public func inside(_ picture: PixelSize) -> FitRegion {
        let width = min(max(1, self.width), picture.width)
        let height = min(max(1, self.height), picture.height)
        return FitRegion(x: min(max(0, x), picture.width - width), y: min(max(0, y), picture.height - height),
            width: width, height: height)
    }
}
