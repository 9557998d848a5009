/// Why a picture, or what may hold pictures, was not examined: a check that could not look
/// says so, and never that all is well.
public enum NotExamined: Sendable, Equatable {
    /// A zip inside the document: its pictures are its own document's.
    case nestedArchive
    /// A part or a file that is a link: it has no bytes of its own.
    case link
    /// A device, a FIFO, a socket.
    case specialFile
    /// Deeper in folders than the check goes.
    case tooDeep(limit: Int)
    /// More bytes than a picture may have.
    case tooLarge(limit: Int)
    /// A part named outside the document (`../`, an absolute path).
    case outsideDocument
    /// A picture a page shows from outside the page's folder: never read.
    case outsidePageFolder
    /// Something a page shows as a picture that is none by its bytes: never read.
    case notAPicture
    /// A picture a page shows that is not there.
    case missing
    /// There, but it could not be read.
    case unreadable
}
