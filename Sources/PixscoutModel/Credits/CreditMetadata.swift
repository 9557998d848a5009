/// What a file Pixscout writes says of its picture, in XMP, as Creative Commons' XMP practice
/// and IPTC's photo metadata ask: the licence and the credit, who made it, where it was found,
/// and the site. Photo tools and Google Images read these; a person months later can too.
public struct CreditMetadata: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        case text
        /// A language alternative: its value is the default language's.
        case languageAlternative
        /// An ordered list of one value.
        case orderedList
        /// An ordered list of structures; its first one's fields follow as text.
        case structureList
    }

    public struct Property: Sendable, Equatable {
        /// As Exiv2 names it: "Xmp.cc.license".
        public let tag: String
        public let value: String
        public let kind: Kind
        /// Left as the file has it: the author's own name and copyright come first.
        public let keepsExisting: Bool

        init(_ tag: String, _ value: String, _ kind: Kind = .text, keepsExisting: Bool = false) {
            self.tag = tag
            self.value = value
            self.kind = kind
            self.keepsExisting = keepsExisting
        }
    }

    public let properties: [Property]

    /// The properties for `credit`, leaving out what is not known. Text is the image's, already
    /// cleaned where it entered (`NetworkText`); links are only http(s) addresses.
    public init(_ credit: ImageCredit) {
        let image = credit.image
        let license = image.license
        let deed = CreditFormat.webAddress(license?.deedURL)
        let page = CreditFormat.webAddress(image.pageURL)
        let author = image.creator?.name
        let site = image.site.name
        var properties: [Property?] = [
            deed.map { Property("Xmp.cc.license", $0) },
            author.map { Property("Xmp.cc.attributionName", $0) },
            page.map { Property("Xmp.cc.attributionURL", $0) },
            license.map { Property("Xmp.xmpRights.Marked", $0.isPublicDomain ? "False" : "True") },
            deed.map { Property("Xmp.xmpRights.WebStatement", $0) },
            Property("Xmp.xmpRights.UsageTerms", credit.sentence(in: .text), .languageAlternative),
            image.title.map { Property("Xmp.dc.title", $0, .languageAlternative, keepsExisting: true) },
            author.map { Property("Xmp.dc.creator", $0, .orderedList, keepsExisting: true) },
            page.map { Property("Xmp.dc.source", $0) },
            license.map { Property("Xmp.dc.rights", $0.name, .languageAlternative, keepsExisting: true) },
            Property("Xmp.photoshop.Credit", site),
            Property("Xmp.plus.Licensor", "", .structureList),
            Property("Xmp.plus.Licensor[1]/plus:LicensorName", site),
        ]
        properties.append(page.map { Property("Xmp.plus.Licensor[1]/plus:LicensorURL", $0) })
        // IPTC 2021's: what screen readers say of the picture where it is used.
        properties.append(image.altText.map {
            Property("Xmp.Iptc4xmpCore.AltTextAccessibility", $0, .languageAlternative, keepsExisting: true)
        })
        // A fitted copy names the original it was made from (XMP Media Management's DerivedFrom),
        // which any reader can tell, whatever language the credit sentence is in.
        if credit.isChanged { properties.append(page.map { Property("Xmp.xmpMM.DerivedFrom/stRef:filePath", $0) }) }
        self.properties = properties.compactMap { $0 }
    }
}
