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
    /// already there is kept and the picture takes the next free name ("cat-2.jpg"). The file
    /// written, or nil when it could not be.
    public func write(to file: URL, replacing: Bool) -> URL? {
        let folder = file.deletingLastPathComponent()
        let name = replacing ? file.lastPathComponent : FolderSavePlan.freeName(file.lastPathComponent) {
            SafeFile.exists(folder.appendingPathComponent($0).path)
        }
        let destination = folder.appendingPathComponent(name)
        do throws(SafeFile.WriteError) {
            try SafeFile.write(data, to: destination, mode: 0o644)
            return destination
        } catch {
            return nil
        }
    }
}
