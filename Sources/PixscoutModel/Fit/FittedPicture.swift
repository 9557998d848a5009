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

extension FittedPicture {
    /// Writes the picture to `file` atomically, never through a link; unless `replacing`, a file
    /// already there is kept, even one made while this one is written, and the picture takes
    /// the next free name ("cat-2.jpg"); `preparing` runs before it is in place. The file
    /// written, or nil when it could not be.
    public func write(to file: URL, replacing: Bool, preparing: FilePreparing? = nil) -> URL? {
        let folder = file.deletingLastPathComponent()
        guard replacing else {
            return SafeFile.place(data, in: folder, as: file.lastPathComponent, preparing: preparing)
        }
        do throws(SafeFile.WriteError) {
            try SafeFile.write(data, to: file, mode: 0o644, preparing: preparing)
            return file
        } catch {
            return nil
        }
    }
}
