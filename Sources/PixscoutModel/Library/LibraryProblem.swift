import Foundation
import GRDB

/// What went wrong with the library's file, as far as it decides what Pixscout may do: only
/// ``damaged`` lets it move the file aside; everything else keeps it where it is.
enum LibraryProblem: Equatable {
    /// SQLite says the file is not a database, or it failed its check.
    case damaged
    /// Another connection holds a lock longer than Pixscout waited.
    case busy
    case diskFull
    /// The file or its folder cannot be written: permissions, a read-only file system.
    case readOnly
    /// Anything else (an I/O error, say): the file stays, and nothing is written.
    case unavailable

    init(_ error: any Error) {
        guard let error = error as? DatabaseError else {
            self = .unavailable
            return
        }
        switch error.resultCode {
        case .SQLITE_CORRUPT, .SQLITE_NOTADB: self = .damaged
        case .SQLITE_BUSY, .SQLITE_LOCKED: self = .busy
        case .SQLITE_FULL: self = .diskFull
        case .SQLITE_READONLY, .SQLITE_PERM, .SQLITE_CANTOPEN, .SQLITE_AUTH: self = .readOnly
        default: self = .unavailable
        }
    }

    /// The error a person reads for this problem with the library at `file`.
    func error(at file: URL) -> LibraryError {
        switch self {
        case .damaged: .damaged
        case .busy: .busy
        case .diskFull: .diskFull
        case .readOnly: .readOnly(path: file.path)
        case .unavailable: .cannotOpen(folder: file.deletingLastPathComponent().path)
        }
    }
}
