import Foundation
import Glibc

/// A picture on disk to fit, with its upright size: a file of the person's, or bytes that
/// Pixscout wrote to its own work folder and removes once nothing fits them any more.
public final class FitSource: Sendable {
    public let file: URL
    public let size: PixelSize
    private let isOwned: Bool

    init(file: URL, size: PixelSize, isOwned: Bool) {
        self.file = file
        self.size = size
        self.isOwned = isOwned
    }

    /// A picture of `size` at `file` that stays there.
    public convenience init(file: URL, size: PixelSize) {
        self.init(file: file, size: size, isOwned: false)
    }

    deinit {
        if isOwned { unlink(file.path) }
    }
}
