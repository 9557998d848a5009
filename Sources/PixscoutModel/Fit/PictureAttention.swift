/// Where a picture's subject is, as libvips' attention measure finds it in a small copy.
public struct PictureAttention: Sendable {
    /// The small copy's size.
    public let size: PixelSize
    /// The centre of the attention crop, in the small copy.
    public let centre: (x: Int, y: Int)
    /// The picture's standard deviation, 0 to 255: near 0 the picture is flat, with no subject.
    public let deviation: Double

    public init(size: PixelSize, centre: (x: Int, y: Int), deviation: Double) {
        self.size = size
        self.centre = centre
        self.deviation = deviation
    }
}
