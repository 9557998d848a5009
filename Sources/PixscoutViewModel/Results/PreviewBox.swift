/// The box previews are shown in, in points, and the screen's pixels per point: what they are
/// fetched and decoded for.
public struct PreviewBox: Equatable, Sendable {
    /// A list row's thumbnail (Pixabay's previews are 150 px at most).
    public static let row = PreviewBox(width: 150, height: 100)

    public let width: Int
    public let height: Int
    public let pixelsPerPoint: Int

    public init(width: Int, height: Int, pixelsPerPoint: Int = 1) {
        self.width = max(1, width)
        self.height = max(1, height)
        self.pixelsPerPoint = min(max(1, pixelsPerPoint), 4)
    }

    var pixelWidth: Int { width * pixelsPerPoint }
    var pixelHeight: Int { height * pixelsPerPoint }

    /// The same box on a screen of `pixelsPerPoint`.
    public func at(pixelsPerPoint: Int) -> PreviewBox {
        PreviewBox(width: width, height: height, pixelsPerPoint: pixelsPerPoint)
    }
}
