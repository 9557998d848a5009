import Foundation
import PixscoutLocalization

/// Why part of what a person asked to check was not read, in a sentence.
public enum DocumentProblem: Sendable, Equatable {
    case missing(String)
    case unreadable(String)
    /// Neither a picture nor a document Pixscout reads.
    case notADocument(String)
    /// A zip container that is damaged, or whose XML is.
    case damaged(String)
    /// libarchive is not installed.
    case cannotReadContainers(String)
    /// A part that unpacks to more than the limit (a zip bomb, or a picture too large).
    case partTooLarge(document: String, part: String, limit: Int)
    /// The document's parts unpack to more than the limit in all.
    case documentTooLarge(String, limit: Int)
    case tooManyParts(String, limit: Int)
    /// A part named outside the document (`../`, an absolute path): not read.
    case partOutside(document: String, part: String)
    /// A picture a page names that is not there.
    case missingPicture(page: String, picture: String)
    /// A picture with more pixels than Pixscout decodes, only compared by its bytes.
    case pictureTooLarge(String)

    public var message: String {
        switch self {
        case .missing(let path): String(format: tr("“%@” is not there."), path)
        case .unreadable(let path): String(format: tr("Pixscout could not read “%@”: check that you may open it."), path)
        case .notADocument(let path):
            String(format: tr("“%@” is neither a picture nor a document Pixscout reads (ODF, Office, EPUB, HTML, Markdown)."), path)
        case .damaged(let path):
            String(format: tr("“%@” is damaged: Pixscout read the pictures it could and left the rest."), path)
        case .cannotReadContainers(let path):
            String(format: tr("Pixscout cannot open “%@”: install libarchive (Debian’s libarchive13) and try again."), path)
        case .partTooLarge(let document, let part, let limit):
            String(format: tr("“%1$@” in “%2$@” unpacks to more than %3$@: Pixscout did not read it."), part, document,
                Self.size(limit))
        case .documentTooLarge(let document, let limit):
            String(format: tr("“%1$@” unpacks to more than %2$@ in all: Pixscout read no further."), document,
                Self.size(limit))
        case .tooManyParts(let document, let limit):
            String(format: tr("“%1$@” has more than %2$ld parts: Pixscout read the first %2$ld."), document, limit)
        case .partOutside(let document, let part):
            String(format: tr("“%1$@” names a part outside itself, “%2$@”: Pixscout did not read it."), document, part)
        case .missingPicture(let page, let picture):
            String(format: tr("“%1$@” shows “%2$@”, which is not there."), page, picture)
        case .pictureTooLarge(let place):
            String(format: tr("“%@” has too many pixels to compare by its look: only its bytes were checked."), place)
        }
    }

    private static func size(_ bytes: Int) -> String {
        ByteCountFormatter.string(fromByteCount: Int64(bytes), countStyle: .file)
    }
}
