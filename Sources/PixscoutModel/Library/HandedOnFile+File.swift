import Foundation

extension HandedOnFile {
    /// The most a handed-on file is read for its look: what Fit and Save write is far less.
    static let maxLookBytes = 64 << 20

    /// What the file at `path` is known by, read as it lies on disk (never through a link); nil
    /// when it cannot be read.
    public static func of(fileAt path: String, fingerprinting: (any PictureFingerprinting)?) -> HandedOnFile? {
        guard let sha256 = FileDigest.sha256(ofFileAt: path) else { return nil }
        let look = fingerprinting.flatMap { decoder in
            SafeFile.read(path, maxBytes: maxLookBytes).flatMap { bytes in
                PerceptualHash.of(bytes, decoder: decoder)
            }
        }
        return HandedOnFile(sha256: sha256, look: look)
    }
}
