import Foundation
import PixscoutLocalization

/// A picture of a checked document: where it came from, if that is known, and what its licence
/// says of the use the person named.
public struct CheckedPicture: Sendable {
    /// How the picture was recognised.
    public enum Match: Sendable, Equatable {
        /// By the credit its XMP carries.
        case embedded
        /// By the SHA-256 of a file Pixscout wrote: the very bytes, used on that date.
        case receipt(Date)
        /// By its look, against the images used through Pixscout: a copy re-encoded, scaled or cropped;
        /// the hashes differ in `distance` of 64 bits.
        case look(distance: Int)
        /// By its look, against a file Pixscout handed on that day (saved, fitted): a copy of that
        /// file, re-encoded or resized.
        case handedOnLook(distance: Int, date: Date)
        /// By a site's lookup of its SHA-1 (Wikimedia Commons'): an unchanged file of that site.
        case checksum
    }

    public struct Origin: Sendable {
        /// The image as a site describes it; nil when only the embedded credit is known.
        public let image: ImageEntity?
        public let embedded: EmbeddedCredit?
        public let license: ImageLicense?
        /// Whether this copy was changed (cropped and resized) from the original, as its
        /// credit or the ledger says.
        public let isChanged: Bool
        public let match: Match

        public init(image: ImageEntity?, embedded: EmbeddedCredit?, license: ImageLicense?, isChanged: Bool,
            match: Match) {
            self.image = image
            self.embedded = embedded
            self.license = license
            self.isChanged = isChanged
            self.match = match
        }
    }

    /// What the licence forbids of the use: only what a known licence says (an unknown one
    /// makes no verdict, and its report says it is not known).
    public enum Refusal: Sendable, Equatable {
        case commercialUse, changes
    }

    public let place: String
    /// Where its document holds it: a container's part, or the address a page shows it by.
    public let part: String?
    /// Nil for a picture Pixscout does not know.
    public let origin: Origin?
    public let refusals: [Refusal]
    public let preview: Data?

    public init(place: String, part: String? = nil, origin: Origin?, use: IntendedUse, preview: Data?) {
        self.place = place
        self.part = part
        self.origin = origin
        self.preview = preview
        var refusals: [Refusal] = []
        if let license = origin?.license {
            if use.contains(.commercial), license.forbidsCommercialUse {
                refusals.append(.commercialUse)
            }
            if use.contains(.modified) || origin?.isChanged == true, license.forbidsChanges {
                refusals.append(.changes)
            }
        }
        self.refusals = refusals
    }

    public var isAllowed: Bool { refusals.isEmpty }

    /// The picture's credit in `format`: the site's description in Creative Commons' form,
    /// else the sentence its XMP carries.
    public func credit(in format: CreditFormat) -> String? {
        guard let origin else { return nil }
        if let image = origin.image { return ImageCredit(image, isChanged: origin.isChanged).sentence(in: format) }
        return (origin.embedded?.usageTerms ?? origin.embedded.map { embedded in
            [embedded.title, embedded.author.map { String(format: tr("by %@"), $0) }, origin.license?.name]
                .compactMap { $0 }.joined(separator: ", ")
        }).map(format.escaped)
    }

    /// What the licence forbids, in a sentence naming the picture.
    public var refusalSentences: [String] {
        let name = origin?.license?.name ?? tr("its licence")
        return refusals.map { refusal in
            switch refusal {
            case .commercialUse:
                String(format: tr("“%1$@” is under %2$@, which allows no commercial use."), place, name)
            case .changes:
                String(format: tr("“%1$@” is under %2$@, which allows no changed copies: use the original as it is."),
                    place, name)
            }
        }
    }
}
