/// A picture's width and height in pixels.
public struct PixelSize: Sendable, Equatable, Hashable {
    public let width: Int
    public let height: Int

    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    public var pixels: Int { width * height }
    public var aspect: Double { height > 0 ? Double(width) / Double(height) : 1 }

    /// The size at `width`, with the height that keeps `aspect`.
    public static func keeping(aspect: Double, width: Int) -> PixelSize {
        PixelSize(width: max(1, width), height: max(1, Int((Double(width) / aspect).rounded())))
    }
}
