import Foundation
import GRDB
import PixscoutLocalization

/// The library's SQLite file (`$XDG_DATA_HOME/pixscout/library.sqlite`: user data, not a
/// cache), in WAL mode so that two windows can write at once, its schema brought up to date.
/// A damaged or unreadable file never stops Pixscout: it is moved aside, a fresh one starts,
/// and ``recoveryNote`` says so.
public final class LibraryDatabase: Sendable {
    public let pool: DatabasePool
    public let file: URL
    /// A sentence for the person when a damaged library was moved aside; nil otherwise.
    public let recoveryNote: String?

    public static func standard(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        XDGDirectory.data.pixscoutFolder(environment: environment).appendingPathComponent("library.sqlite")
    }

    private init(pool: DatabasePool, file: URL, recoveryNote: String?) {
        self.pool = pool
        self.file = file
        self.recoveryNote = recoveryNote
    }

    /// Opens (or makes) the library at `file`; a file that will not open or fails its check is
    /// moved aside first. Throws only when not even a fresh file can be made there.
    /// Blocking: call it off the main thread.
    public static func open(_ file: URL, now: Date = Date()) throws(LibraryError) -> LibraryDatabase {
        do {
            try PrivateFile.createFolder(file.deletingLastPathComponent())
        } catch {
            throw .cannotOpen(folder: file.deletingLastPathComponent().path)
        }
        if let pool = try? openAndCheck(file) {
            return LibraryDatabase(pool: pool, file: file, recoveryNote: nil)
        }
        let aside = file.deletingLastPathComponent().appendingPathComponent(
            "\(file.lastPathComponent).damaged-\(Int(now.timeIntervalSince1970))")
        for suffix in ["", "-wal", "-shm"] {
            _ = rename(file.path + suffix, aside.path + suffix)
        }
        Log.warning("the library at \(file.path) could not be read: moved aside to \(aside.path)")
        guard let pool = try? openAndCheck(file) else { throw .cannotOpen(folder: file.deletingLastPathComponent().path) }
        let note = String(format: tr("Your library could not be read, so Pixscout put it aside as %@ and started a new one."), aside.lastPathComponent)
        return LibraryDatabase(pool: pool, file: file, recoveryNote: note)
    }

    private static func openAndCheck(_ file: URL) throws -> DatabasePool {
        var configuration = Configuration()
        configuration.foreignKeysEnabled = true
        // Another window may hold the write lock for a moment.
        configuration.busyMode = .timeout(5)
        let pool = try DatabasePool(path: file.path, configuration: configuration)
        try pool.write { db in
            let check = try String.fetchOne(db, sql: "PRAGMA quick_check")
            guard check == "ok" else { throw DatabaseError(resultCode: .SQLITE_CORRUPT, message: check) }
        }
        try LibrarySchema.migrator.migrate(pool)
        return pool
    }
}
