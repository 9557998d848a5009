import Foundation
import PixscoutLocalization

/// Why part of what a person asked to check was not read, in a sentence; or a note of what was
/// left out on purpose. Every name in it is cleaned to one line of printable text.
public enum DocumentProblem: Sendable, Equatable {
    case missing(String)
    case unreadable(String)
    /// Neither a picture nor a document Pixscout reads.
    case notADocument(String)
    /// A zip container that is damaged, or whose XML is.
    case damaged(String)
    /// libarchive is not installed.
    case cannotReadContainers(String)
    /// libxml2 or cmark is not installed: the page's pictures cannot be found.
    case cannotReadPages(String)
    /// The document's parts unpack to more than the limit in all.
    case documentTooLarge(String, limit: Int)
    case tooManyParts(String, limit: Int)
    /// A picture, or what may hold pictures, that was not examined.
    case notExamined(place: String, why: NotExamined)
    /// A picture with more pixels than Pixscout decodes, only compared by its bytes.
    case pictureTooLarge(String)
    /// A note: the renderings of a document's first page, which are not pictures in it.
    case thumbnailsSkipped(String)
    /// Pictures Wikimedia Commons was not asked about: the check's time for it was up.
    case notLookedUp(count: Int)
    /// Pictures Wikimedia Commons could not be asked about.
    case commonsNotReached(count: Int)

    /// Whether it leaves the check short of a verdict (every one but the note).
    public var isShortfall: Bool {
        if case .thumbnailsSkipped = self { return false }
        return true
    }

    public var message: String {
        switch self {
        case .missing(let path): String(format: tr("“%@” is not there."), Self.shown(path))
        case .unreadable(let path):
            String(format: tr("Pixscout could not read “%@”: check that you may open it."), Self.shown(path))
        case .notADocument(let path):
            String(format: tr("“%@” is neither a picture nor a document Pixscout reads (ODF, Office, EPUB, HTML, Markdown)."), Self.shown(path))
        case .damaged(let path):
            String(format: tr("“%@” is damaged: Pixscout read the pictures it could and left the rest."), Self.shown(path))
        case .cannotReadContainers(let path):
            String(format: tr("Pixscout cannot open “%@”: install libarchive (Debian’s libarchive13) and try again."), Self.shown(path))
        case .cannotReadPages(let path):
            String(format: tr("Pixscout cannot read the page “%@”: install libxml2 and cmark (Debian’s libxml2 and libcmark0.30.2) and try again."), Self.shown(path))
        case .documentTooLarge(let document, let limit):
            String(format: tr("“%1$@” unpacks to more than %2$@ in all: Pixscout read no further."), Self.shown(document),
                Self.size(limit))
        case .tooManyParts(let document, let limit):
            String(format: tr("“%1$@” has more than %2$ld parts: Pixscout read the first %2$ld."), Self.shown(document),
                limit)
        case .notExamined(let place, let why):
            String(format: tr("Not examined: “%1$@”: %2$@"), Self.shown(place), Self.reason(why))
        case .pictureTooLarge(let place):
            String(format: tr("“%@” has too many pixels to compare by its look: only its bytes were checked."), Self.shown(place))
        case .notLookedUp(let count):
            String(format: trn("Wikimedia Commons was not asked about %ld picture: the minute the check gives it was up.",
                "Wikimedia Commons was not asked about %ld pictures: the minute the check gives it was up.", count),
                count)
        case .commonsNotReached(let count):
            String(format: trn("Wikimedia Commons could not be asked about %ld picture. Check your connection and try again.",
                "Wikimedia Commons could not be asked about %ld pictures. Check your connection and try again.", count),
                count)
        case .thumbnailsSkipped(let document):
            String(format: tr("The page thumbnail of “%@” was left out: it is a picture of the document, not in it."), Self.shown(document))
        }
    }

    private static func reason(_ why: NotExamined) -> String {
        switch why {
        case .nestedArchive: tr("it is an archive inside the document. Unpack it and check what it holds.")
        case .link: tr("it is a link, not a file, so it has no picture of its own.")
        case .specialFile: tr("it is a device or a pipe, not a file.")
        case .tooDeep(let limit):
            String(format: tr("it is more than %ld folders deep. Check that folder on its own."), limit)
        case .tooLarge(let limit): String(format: tr("it unpacks to more than %@."), size(limit))
        case .outsideDocument: tr("it is named outside the document, so Pixscout did not read it.")
        case .outsidePageFolder:
            tr("the page shows it from outside the page’s folder, so Pixscout did not read it. Copy it beside the page.")
        case .notAPicture: tr("the page shows it as a picture, but it is none, so Pixscout did not read it.")
        case .missing: tr("the page shows it, but it is not there.")
        case .unreadable: tr("Pixscout could not read it. Check that you may open it.")
        }
    }

    /// A name as shown: one line of printable text (no terminal escape, no line break), of a
    /// readable length.
    public static func shown(_ name: String) -> String {
        let line = NetworkText.line(name as String?) ?? "?"
        return line.count > 240 ? String(line.prefix(239)) + "…" : line
    }

    private static func size(_ bytes: Int) -> String {
        ByteCountFormatter.string(fromByteCount: Int64(bytes), countStyle: .file)
    }
}
