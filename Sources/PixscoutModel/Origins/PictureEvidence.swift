import DigestKit
import Foundation

/// What is learnt of a picture while its bytes are at hand, so that they can be let go: its
/// embedded credit, and when it has none, its digests and its look.
public struct PictureEvidence: Sendable {
    /// The most pixels a picture is decoded with, for its look.
    static let maxPixels = 100_000_000
    /// The largest picture kept to show in the window's report.
    static let maxPreviewBytes = 4 << 20

    public let place: String
    /// Where its document holds it (``DocumentPicture/part``).
    public let part: String?
    public let embedded: EmbeddedCredit?
    /// Nil when the embedded credit made it unneeded.
    public let sha256: String?
    /// Only when Commons is to be asked.
    public let sha1: String?
    public let look: PerceptualHash?
    /// The picture has more pixels than are decoded for its look.
    public let isTooLarge: Bool
    public let preview: Data?

    /// What `picture` says, reading it `whole` only when its head holds no credit or its
    /// preview is kept; nil when it had to be read whole and could not be.
    public init?(_ picture: DocumentPicture, whole: () -> Data?, fingerprinting: (any PictureFingerprinting)?,
        asksCommons: Bool, keepsPreview: Bool) {
        place = picture.place
        part = picture.part
        // Read at most once: the metadata may lie past the head, and the digests need it all.
        var read: Data??
        func wholeOnce() -> Data? {
            if read == nil { read = .some(whole()) }
            return read ?? nil
        }
        embedded = EmbeddedCredit(picture: picture, whole: wholeOnce)
        let bytes = embedded == nil || keepsPreview ? wholeOnce() : nil
        preview = keepsPreview ? bytes.flatMap { $0.count <= Self.maxPreviewBytes ? $0 : nil } : nil
        guard embedded == nil else {
            (sha256, sha1, look, isTooLarge) = (nil, nil, nil, false)
            return
        }
        guard let bytes else { return nil }
        sha256 = Digest.hex(of: bytes, .sha256)
        sha1 = asksCommons ? Digest.hex(of: bytes, .sha1) : nil
        var tooLarge = false
        let hasLook = CheckedPictureFormat.of(bytes.prefix(CheckedPictureFormat.sniffedBytes))?.hasLook ?? false
        look = fingerprinting.flatMap { decoder in
            guard hasLook else { return nil }
            do throws(FitError) {
                return PerceptualHash(gray: try decoder.gray(of: bytes, width: PerceptualHash.width,
                    height: PerceptualHash.height, maxPixels: Self.maxPixels))
            } catch {
                tooLarge = error == .tooManyPixels
                return nil
            }
        }
        isTooLarge = tooLarge
    }
}
