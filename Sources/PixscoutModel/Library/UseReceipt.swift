import Foundation

/// What a use of an image can be shown by later: the file written and its SHA-256, the licence
/// as the site gave it that day, and the site's record of the image as Pixscout read it.
public struct UseReceipt: Sendable, Equatable {
    /// The SHA-256 of the file's bytes as written, its credit in it; nil for the clipboard.
    public let fileSHA256: String?
    /// The look of the file's picture as written; nil for the clipboard and older receipts.
    public let fileLook: PerceptualHash?
    public let license: ImageLicense?
    /// The image's record as JSON: what the site said of it, cleaned, at most
    /// ``maxRecordBytes``.
    public let record: String

    public static let maxRecordBytes = 16 * 1024

    public init(fileSHA256: String?, fileLook: PerceptualHash? = nil, license: ImageLicense?, record: String) {
        self.fileSHA256 = fileSHA256
        self.fileLook = fileLook
        self.license = license
        self.record = String(decoding: Data(record.utf8).prefix(Self.maxRecordBytes), as: UTF8.self)
    }

    /// The receipt of a use of `image`, the file handed on `file`.
    public init(_ image: ImageEntity, file: HandedOnFile?) {
        self.init(fileSHA256: file?.sha256, fileLook: file?.look, license: image.license, record: image.record)
    }
}
