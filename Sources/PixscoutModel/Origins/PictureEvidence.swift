import ArchiveKit
import Foundation

/// What is learnt of a picture while its bytes are at hand, so that they can be let go: its
/// embedded credit, its digests and its look.
public struct PictureEvidence: Sendable {
    /// The most pixels a picture is decoded with, for its look.
    static let maxPixels = 100_000_000
    /// The largest picture kept to show in the window's report.
    static let maxPreviewBytes = 4 << 20

    public let place: String
    public let embedded: EmbeddedCredit?
    /// Nil when the embedded credit made it unneeded.
    public let sha256: String?
    public let sha1: String?
    public let look: PerceptualHash?
    /// The picture has more pixels than are decoded for its look.
    public let isTooLarge: Bool
    public let preview: Data?

    public init(_ picture: DocumentPicture, fingerprinting: (any PictureFingerprinting)?, keepsPreview: Bool) {
        place = picture.place
        embedded = EmbeddedCredit(picture: picture)
        preview = keepsPreview && picture.bytes.count <= Self.maxPreviewBytes ? picture.bytes : nil
        guard embedded == nil else {
            (sha256, sha1, look, isTooLarge) = (nil, nil, nil, false)
            return
        }
        sha256 = Digest.hex(of: picture.bytes, .sha256)
        sha1 = Digest.hex(of: picture.bytes, .sha1)
        var tooLarge = false
        look = fingerprinting.flatMap { decoder in
            do throws(FitError) {
                return PerceptualHash(gray: try decoder.gray(of: picture.bytes, width: PerceptualHash.width,
                    height: PerceptualHash.height, maxPixels: Self.maxPixels))
            } catch {
                tooLarge = error == .tooManyPixels
                return nil
            }
        }
        isTooLarge = tooLarge
    }
}
