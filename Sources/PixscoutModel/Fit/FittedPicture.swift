import Foundation

/// A picture fitted and encoded, ready to be saved, copied, dragged or made the wallpaper.
public struct FittedPicture: Sendable, Equatable {
    public let data: Data
    public let size: PixelSize
    public let format: FitFormat

    public init(data: Data, size: PixelSize, format: FitFormat) {
        self.data = data
        self.size = size
        self.format = format
    }
}
