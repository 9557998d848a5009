import Foundation
import GRDB
import PixscoutLocalization

/// The library's SQLite file (`$XDG_DATA_HOME/pixscout/library.sqlite`: user data, not a
/// cache), in WAL mode so that two windows and `pixscout credits` use it at once, its schema
/// brought up to date. Only a file SQLite calls damaged is moved aside (under a name no earlier
/// one has); a busy, read-only or full disk keeps everything where it is, and ``note`` says so.
public final class LibraryDatabase: Sendable {
    public let writer: any DatabaseWriter
    public let file: URL
    /// A sentence for the person: a damaged library was put aside, or changes cannot be saved.
    public let note: String?
    /// Why nothing can be written this time, when the library was opened for reading only.
    public let cannotWrite: LibraryError?

    /// Below this, the disk is too full for the library's next writes.
    static let minimumFreeBytes: Int64 = 1024 * 1024
    /// How long a start waits for another program's lock before calling the library busy.
    public static let busyTimeout: TimeInterval = 5

    public static func standard(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        XDGDirectory.data.pixscoutFolder(environment: environment).appendingPathComponent("library.sqlite")
    }

    private init(writer: any DatabaseWriter, file: URL, note: String?, cannotWrite: LibraryError? = nil) {
        self.writer = writer
        self.file = file
        self.note = note ?? cannotWrite?.message
        self.cannotWrite = cannotWrite
    }

    /// Opens (or makes) the library at `file` for the window. Throws ``LibraryError/busy``
    /// when another program holds it past `busyTimeout` (nothing is moved: try again), and
    /// otherwise only when the library can be neither made nor read. Blocking: call it off
    /// the main thread.
    public static func open(_ file: URL, now: Date = Date(),
        busyTimeout: TimeInterval = busyTimeout) throws(LibraryError) -> LibraryDatabase {
        let folder = file.deletingLastPathComponent()
        try? PrivateFile.createFolder(folder)
        let problem: LibraryProblem
        do {
            let pool = try openForWriting(file, busyTimeout: busyTimeout)
            return LibraryDatabase(writer: pool, file: file, note: isFull(folder) ? LibraryError.diskFull.message : nil)
        } catch {
            // A full disk shows itself as whatever failed first: the WAL index, a journal.
            problem = isFull(folder) && LibraryProblem(error) != .busy ? .diskFull : LibraryProblem(error)
        }
        switch problem {
        case .damaged:
            return try startAgain(besides: file, now: now, busyTimeout: busyTimeout)
        case .busy:
            throw .busy
        case .diskFull, .readOnly, .unavailable:
            guard SafeFile.exists(file.path) else {
                throw problem == .diskFull ? .diskFull : .cannotOpen(folder: folder.path)
            }
            Log.warning("the library at \(file.path) could not be opened for writing (\(problem)): opened for reading")
            let reader: any DatabaseWriter
            do {
                reader = try readingConnection(file, busyTimeout: busyTimeout)
            } catch {
                throw LibraryProblem(error) == .busy ? .busy : problem.error(at: file)
            }
            return LibraryDatabase(writer: reader, file: file, note: nil, cannotWrite: problem.error(at: file))
        }
    }

    /// Opens the library to read it, as `pixscout credits` does: never made, migrated or moved.
    public static func openForReading(_ file: URL,
        busyTimeout: TimeInterval = busyTimeout) throws(LibraryError) -> LibraryDatabase {
        do {
            let reader = try readingConnection(file, busyTimeout: busyTimeout)
            return LibraryDatabase(writer: reader, file: file, note: nil, cannotWrite: .readOnly(path: file.path))
        } catch {
            throw LibraryProblem(error).error(at: file)
        }
    }

    private static func configuration(readOnly: Bool, busyTimeout: TimeInterval) -> Configuration {
        var configuration = Configuration()
        configuration.foreignKeysEnabled = true
        configuration.readonly = readOnly
        configuration.busyMode = .timeout(busyTimeout)
        return configuration
    }

    /// The check is a read: in WAL mode it waits for no writer. Migrations take the write
    /// lock only when there is something to migrate.
    private static func openForWriting(_ file: URL, busyTimeout: TimeInterval) throws -> DatabasePool {
        let pool = try DatabasePool(path: file.path,
            configuration: configuration(readOnly: false, busyTimeout: busyTimeout))
        let migrated = try pool.read { db in
            let check = try String.fetchOne(db, sql: "PRAGMA quick_check")
            guard check == "ok" else { throw DatabaseError(resultCode: .SQLITE_CORRUPT, message: check) }
            return try LibrarySchema.migrator.hasCompletedMigrations(db)
        }
        if !migrated { try LibrarySchema.migrator.migrate(pool) }
        return pool
    }

    /// A pool of readers where SQLite can share the WAL index; else the file as it stands on a
    /// read-only medium, where no other program can be changing it.
    private static func readingConnection(_ file: URL, busyTimeout: TimeInterval) throws -> any DatabaseWriter {
        let configuration = configuration(readOnly: true, busyTimeout: busyTimeout)
        guard SafeFile.exists(file.path) else { throw DatabaseError(resultCode: .SQLITE_CANTOPEN,
            message: "no library") }
        do {
            let pool = try DatabasePool(path: file.path, configuration: configuration)
            try pool.read { db in _ = try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM sqlite_master") }
            return pool
        } catch let error as DatabaseError where LibraryProblem(error) == .readOnly
            || LibraryProblem(error) == .unavailable {
            var components = URLComponents()
            components.scheme = "file"
            components.path = file.path
            components.queryItems = [URLQueryItem(name: "immutable", value: "1")]
            let queue = try DatabaseQueue(path: components.string ?? file.path, configuration: configuration)
            try queue.read { db in _ = try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM sqlite_master") }
            return queue
        }
    }

    /// Moves the damaged file (with its `-wal` and `-shm`) aside under a name no earlier one
    /// has, and starts a new library.
    private static func startAgain(besides file: URL, now: Date,
        busyTimeout: TimeInterval) throws(LibraryError) -> LibraryDatabase {
        let folder = file.deletingLastPathComponent()
        let stem = "\(file.lastPathComponent).damaged-\(Int(now.timeIntervalSince1970))"
        let isTaken = { (name: String) in ["", "-wal",
            "-shm"].contains { SafeFile.exists(folder.appendingPathComponent(name).path + $0) } }
        var name = stem
        var number = 1
        while isTaken(name) {
            number += 1
            name = "\(stem)-\(number)"
        }
        let aside = folder.appendingPathComponent(name)
        guard rename(file.path, aside.path) == 0 else { throw .cannotOpen(folder: folder.path) }
        for suffix in ["-wal", "-shm"] {
            _ = rename(file.path + suffix, aside.path + suffix)
        }
        Log.warning("the library at \(file.path) is damaged: moved aside to \(aside.path)")
        do {
            let pool = try openForWriting(file, busyTimeout: busyTimeout)
            let note = String(format: tr("Your library could not be read, so Pixscout put it aside as %@ and started a new one."), name)
            return LibraryDatabase(writer: pool, file: file, note: note)
        } catch {
            throw LibraryProblem(error).error(at: file)
        }
    }

    /// A read-only file system has no room either, but it is not full: it has its own sentence.
    private static func isFull(_ folder: URL) -> Bool {
        var status = statvfs()
        guard statvfs(folder.path, &status) == 0, status.f_flag & UInt(ST_RDONLY) == 0 else { return false }
        return Int64(status.f_bavail) * Int64(status.f_frsize) < minimumFreeBytes
    }
}
