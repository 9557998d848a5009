import Foundation

/// The credit a picture's XMP carries, as Pixscout writes it (Creative Commons' and IPTC's
/// properties) and as other tools write the same properties, read by namespace
/// (``XmpProperties``). Every value is cleaned and bounded: a document's metadata is anybody's.
public struct EmbeddedCredit: Sendable, Equatable {
    /// Where the credit was read.
    public enum Source: Sendable, Equatable {
        /// The picture's own metadata.
        case picture
        /// The XMP sidecar beside the picture file, which is read first; `overridesPicture` when
        /// the picture carries a credit of its own too.
        case sidecar(overridesPicture: Bool)
    }

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
    /// IPTC's `AltTextAccessibility`: what a screen reader says of the picture.
    public let altText: String?
    /// `xmpMM:DerivedFrom`'s `stRef:filePath`: the original this copy was made from, which
    /// Pixscout writes into a fitted picture (and editors into what they derive).
    public let derivedFrom: String?
    public private(set) var source: Source = .picture

    /// Whether it says enough to credit the picture: a page, or a licence and an author.
    public var isCredit: Bool {
        sourceURL != nil || (licenseURL != nil && author != nil) || usageTerms != nil
    }

    /// Whether the picture says it was changed from its original (a fitted one does).
    public var saysChanged: Bool {
        derivedFrom != nil
    }

    /// The credit in the XMP packet `xmp` (or an SVG's XML); nil when it holds none.
    public init?(xmp: Data) {
        guard let properties = XmpProperties(packet: xmp) else { return nil }
        self.init(properties)
    }

    init?(_ properties: XmpProperties) {
        typealias Namespace = XmpNamespace
        let text = properties.text
        licenseURL = CreditFormat.webAddress(text(Namespace.creativeCommons, "license")
            ?? text(Namespace.rights, "WebStatement"))
        rights = text(Namespace.dublinCore, "rights")
        author = text(Namespace.creativeCommons, "attributionName") ?? text(Namespace.dublinCore, "creator")
        sourceURL = CreditFormat.webAddress(text(Namespace.dublinCore, "source")
            ?? text(Namespace.creativeCommons, "attributionURL"))
        title = text(Namespace.dublinCore, "title")
        usageTerms = text(Namespace.rights, "UsageTerms")
        site = text(Namespace.photoshop, "Credit")
        altText = text(Namespace.iptcCore, "AltTextAccessibility")
        derivedFrom = properties.field(Namespace.resourceReference, "filePath",
            of: XmpProperty(Namespace.mediaManagement, "DerivedFrom"))
        guard isCredit else { return nil }
    }

    /// The credit a picture's sidecar carries, else its bytes (its whole bytes, when the head
    /// does not reach its metadata); `whole` is asked only then.
    public init?(picture: DocumentPicture, whole: () -> Data? = { nil }) {
        let own = PictureXmp.packet(in: picture.head, whole: whole).flatMap(EmbeddedCredit.init(xmp:))
        if let sidecar = picture.sidecar, var credit = EmbeddedCredit(xmp: sidecar) {
            credit.source = .sidecar(overridesPicture: own != nil)
            self = credit
        } else if let own {
            self = own
        } else {
            return nil
        }
    }
}
