import Foundation

/// What a copy of an image is called on disk.
extension ImageEntity {
    /// The name before the bytes say their format: the files of a site that keeps their names
    /// keep them ("Red_kitten_01.jpg"), others are "pixabay-123".
    public var fileStem: String {
        let ownName = downloadURL.flatMap(URL.init(string:))?.lastPathComponent ?? ""
        if site.keepsFileNames, !ownName.isEmpty {
            return ownName
        }
        return "\(site.rawValue)-\(id)"
    }

    /// The name a saved copy is offered under: the stem, made safe, with the extension the
    /// site's URL suggests for an image format (the bytes decide once they are here).
    public var suggestedFileName: String {
        let fileExtension = downloadURL.flatMap(URL.init(string:))?.pathExtension.lowercased() ?? ""
        let format = ImageFormat.allCases.first { $0.knownExtensions.contains(fileExtension) } ?? .jpeg
        return SafeFileName.make(stem: fileStem, format: format)
    }
}
