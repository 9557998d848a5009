import Foundation

/// The credit a picture's XMP carries, as Pixscout writes it (Creative Commons' and IPTC's
/// properties) and as other tools write the same properties. Every value is cleaned and bounded:
/// a document's metadata is anybody's.
public struct EmbeddedCredit: Sendable, Equatable {
    /// `cc:license` (the deed), else `xmpRights:WebStatement`.
    public let licenseURL: String?
    /// `dc:rights`: the licence's name as written.
    public let rights: String?
    /// `cc:attributionName`, else the first `dc:creator`.
    public let author: String?
    /// `dc:source`, else `cc:attributionURL`: the image's page.
    public let sourceURL: String?
    public let title: String?
    /// `xmpRights:UsageTerms`: the whole credit sentence.
    public let usageTerms: String?
    /// `photoshop:Credit`: the site.
    public let site: String?
    /// `xmpMM:DerivedFrom`'s `stRef:filePath`: the original this copy was made from, which
    /// Pixscout writes into a fitted picture (and editors into what they derive).
    public let derivedFrom: String?

    /// Whether it says enough to credit the picture: a page, or a licence and an author.
    public var isCredit: Bool {
        sourceURL != nil || (licenseURL != nil && author != nil) || usageTerms != nil
    }

    /// Whether the picture says it was changed from its original (a fitted one does).
    public var saysChanged: Bool {
        derivedFrom != nil
    }

    /// The credit in the XMP packet `xmp`; nil when it holds none.
    public init?(xmp: String) {
        let packet = XmpPacket(xmp)
        licenseURL = CreditFormat.webAddress(packet.value("cc:license") ?? packet.value("xmpRights:WebStatement"))
        rights = packet.value("dc:rights")
        author = packet.value("cc:attributionName") ?? packet.value("dc:creator")
        sourceURL = CreditFormat.webAddress(packet.value("dc:source") ?? packet.value("cc:attributionURL"))
        title = packet.value("dc:title")
        usageTerms = packet.value("xmpRights:UsageTerms")
        site = packet.value("photoshop:Credit")
        derivedFrom = packet.value("stRef:filePath")
        guard isCredit else { return nil }
    }

    /// The credit a picture's bytes carry, or its sidecar's.
    public init?(picture: DocumentPicture) {
        if let sidecar = picture.sidecar, let credit = EmbeddedCredit(xmp: String(decoding: sidecar, as: UTF8.self)) {
            self = credit
        } else if let packet = PictureXmp.packet(in: picture.head), let credit = EmbeddedCredit(xmp: packet) {
            self = credit
        } else {
            return nil
        }
    }
}
