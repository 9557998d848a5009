import Foundation
import GRDB

/// A person's own images: the starred ones, their collections, the ones used outside Pixscout
/// (the credits ledger) and the ones looked at lately, with the searches made. Every call
/// reads or writes the database off the main thread.
public protocol LibraryStoring: Sendable {
    /// Stars or unstars the images, keeping their details (and the thumbnails given, by key).
    func setStarred(_ images: [ImageEntity], _ starred: Bool, thumbnails: [String: Data]) async throws(LibraryError)
    /// Which of the images with these keys are starred.
    func starredKeys(among keys: [String]) async throws(LibraryError) -> Set<String>
    func collections() async throws(LibraryError) -> [LibraryCollection]
    func createCollection(named name: String) async throws(LibraryError) -> LibraryCollection
    func renameCollection(_ id: Int64, to name: String) async throws(LibraryError)
    func deleteCollection(_ id: Int64) async throws(LibraryError)
    func add(_ images: [ImageEntity], toCollection id: Int64, thumbnails: [String: Data]) async throws(LibraryError)
    func remove(_ images: [ImageEntity], fromCollection id: Int64) async throws(LibraryError)
    /// The collection of that name, whatever its case; nil when there is none.
    func collection(named name: String) async throws(LibraryError) -> LibraryCollection?
    /// A page of a shelf, newest first, and how many the shelf holds.
    func images(on shelf: LibraryShelf, offset: Int, limit: Int) async throws(LibraryError) -> (images: [ImageEntity],
        total: Int)
    /// Keeps these thumbnails (by image key) for images the library holds.
    func keepThumbnails(_ thumbnails: [String: Data]) async throws(LibraryError)
    /// The thumbnail kept for the image whose preview is at `url`.
    func thumbnail(forPreviewAt url: String) async -> Data?
    /// The thumbnail kept for the image one of whose pictures is at `url`.
    func thumbnail(forPictureAt url: String) async -> Data?
    /// Records a use in the credits ledger: of the image as it is, or fitted (`isChanged`), with
    /// its receipt (the file's SHA-256 when given).
    func recordUse(_ image: ImageEntity, kind: ImageUse.Kind, destination: String?,
        thumbnail: Data?, isChanged: Bool, file: HandedOnFile?) async throws(LibraryError)
    /// The ledger: every image used, with its uses, most recently used first.
    func usedImages() async throws(LibraryError) -> [UsedImage]
    /// Every use of the image with `key`, newest first.
    func uses(ofImageWithKey key: String) async throws(LibraryError) -> [ImageUse]
    /// The images saved into `folder`, each with the file it was last saved as there, and
    /// whether that file was fitted.
    func imagesSaved(in folder: String) async throws(LibraryError) -> [CreditsDocument.Entry]
    func recordView(_ image: ImageEntity, thumbnail: Data?) async throws(LibraryError)
    func recordSearch(_ query: String) async throws(LibraryError)
    /// Earlier searches, newest first.
    func recentSearches(limit: Int) async throws(LibraryError) -> [String]
    /// Forgets the searches made and the images looked at (those kept otherwise stay), and
    /// gives the file's space back.
    func clearHistory() async throws(LibraryError)
    var remembersSearches: Bool { get async }
    func setRemembersSearches(_ remember: Bool) async throws(LibraryError)
}

extension LibraryStoring {
    /// Records a use of the image as it is.
    public func recordUse(_ image: ImageEntity, kind: ImageUse.Kind, destination: String?,
        thumbnail: Data?) async throws(LibraryError) {
        try await recordUse(image, kind: kind, destination: destination, thumbnail: thumbnail, isChanged: false,
            file: nil)
    }

    /// Records a use with no file digest.
    public func recordUse(_ image: ImageEntity, kind: ImageUse.Kind, destination: String?,
        thumbnail: Data?, isChanged: Bool) async throws(LibraryError) {
        try await recordUse(image, kind: kind, destination: destination, thumbnail: thumbnail, isChanged: isChanged,
            file: nil)
    }
}

/// ``LibraryStoring`` in a ``LibraryDatabase``.
public final class Library: LibraryStoring, LedgerReading, SiteRecheckRecording {
    /// The History shelf holds this many images at the most; older views are forgotten.
    static let historyLength = 1000
    static let rememberSearchesSetting = "remember-searches"

    let database: any DatabaseWriter
    let file: URL
    /// Why nothing can be written, for a library opened to read only.
    let cannotWrite: LibraryError?
    let now: @Sendable () -> Date

    public init(database: LibraryDatabase, now: @escaping @Sendable () -> Date = Date.init) {
        self.database = database.writer
        file = database.file
        cannotWrite = database.cannotWrite
        self.now = now
    }

    func write<Value: Sendable>(
        _ change: @escaping @Sendable (Database) throws -> Value
    ) async throws(LibraryError) -> Value {
        if let cannotWrite { throw cannotWrite }
        do {
            return try await database.write(change)
        } catch let error as LibraryError {
            throw error
        } catch {
            Log.warning("the library could not be written: \(error)")
            throw Self.libraryError(error, file: file)
        }
    }

    func read<Value: Sendable>(
        _ query: @escaping @Sendable (Database) throws -> Value
    ) async throws(LibraryError) -> Value {
        do {
            return try await database.read(query)
        } catch {
            Log.warning("the library could not be read: \(error)")
            throw Self.libraryError(error, file: file)
        }
    }

    /// A sentence for what SQLite said: a full disk, a read-only file and a lock held too long
    /// each have their own way forward.
    private static func libraryError(_ error: any Error, file: URL) -> LibraryError {
        switch LibraryProblem(error) {
        // Only opening decides that a library is damaged: here it is a failed change.
        case .damaged, .unavailable: .failed("\(error)")
        case let problem: problem.error(at: file)
        }
    }

    /// Keeps each image's details; a thumbnail given replaces the one kept, none keeps it
    /// (without reading it: thumbnails are only read to be shown).
    static func keep(_ images: [ImageEntity], thumbnails: [String: Data], at date: Date, in db: Database) throws {
        for image in images {
            let values = try LibraryImageRecord(image, thumbnail: thumbnails[image.key], at: date).databaseDictionary
            let columns = values.keys.sorted()
            let updates = columns.filter { $0 != "key" }.map { column in
                column == "thumbnail"
                    ? "thumbnail = COALESCE(excluded.thumbnail, image.thumbnail)" : "\(column) = excluded.\(column)"
            }
            try db.execute(
                sql: """
                    INSERT INTO image (\(columns.joined(separator: ", ")))
                    VALUES (\(databaseQuestionMarks(count: columns.count)))
                    ON CONFLICT(key) DO UPDATE SET \(updates.joined(separator: ", "))
                    """,
                arguments: StatementArguments(columns.map { values[$0] ?? .null }))
        }
    }

    /// Deletes, thumbnails and all, the images that are neither starred, in a collection,
    /// used, nor in History: the library keeps what the person keeps, and forgets the rest.
    static func forgetUnkeptImages(in db: Database, among keys: [String]? = nil) throws {
        let among = keys.map { "key IN (\(databaseQuestionMarks(count: $0.count))) AND" } ?? ""
        try db.execute(
            sql: """
                DELETE FROM image WHERE \(among) key NOT IN (SELECT imageKey FROM star)
                AND key NOT IN (SELECT imageKey FROM collectionItem) AND key NOT IN (SELECT imageKey FROM use)
                AND key NOT IN (SELECT imageKey FROM view)
                """,
            arguments: StatementArguments(keys ?? []))
    }

    public func setStarred(_ images: [ImageEntity], _ starred: Bool,
        thumbnails: [String: Data]) async throws(LibraryError) {
        let date = now()
        try await write { db in
            if starred {
                try Self.keep(images, thumbnails: thumbnails, at: date, in: db)
                for image in images {
                    try db.execute(sql: "INSERT OR IGNORE INTO star (imageKey, starredAt) VALUES (?, ?)",
                        arguments: [image.key, date])
                }
            } else {
                for image in images {
                    try db.execute(sql: "DELETE FROM star WHERE imageKey = ?", arguments: [image.key])
                }
                try Self.forgetUnkeptImages(in: db)
            }
        }
    }

    public func starredKeys(among keys: [String]) async throws(LibraryError) -> Set<String> {
        guard !keys.isEmpty else { return [] }
        return try await read { db in
            let marks = databaseQuestionMarks(count: keys.count)
            return Set(try String.fetchAll(db, sql: "SELECT imageKey FROM star WHERE imageKey IN (\(marks))",
                arguments: StatementArguments(keys)))
        }
    }


    public func images(on shelf: LibraryShelf, offset: Int,
        limit: Int) async throws(LibraryError) -> (images: [ImageEntity], total: Int) {
        let (from, order, arguments) = Self.shelfQuery(shelf)
        return try await read { db in
            let total = try Int.fetchOne(db, sql: "SELECT COUNT(*) \(from)", arguments: arguments) ?? 0
            let rows = try LibraryImageRecord.fetchAll(
                db,
                sql: "SELECT \(LibraryImageRecord.columnsWithoutThumbnail) \(from) ORDER BY \(order) LIMIT ? OFFSET ?",
                arguments: arguments + [max(0, limit), max(0, offset)])
            return (try Self.withSiteChanges(rows.compactMap(\.entity), in: db), total)
        }
    }

    /// The tables a shelf reads and the order of its images, newest first.
    private static func shelfQuery(_ shelf: LibraryShelf) -> (from: String, order: String,
        arguments: StatementArguments) {
        switch shelf {
        case .starred:
            ("FROM image JOIN star ON star.imageKey = image.key", "star.starredAt DESC, image.key", [])
        case .collection(let id):
            ("FROM image JOIN collectionItem ON collectionItem.imageKey = image.key "
                + "WHERE collectionItem.collectionID = ?",
             "collectionItem.addedAt DESC, image.key", [id])
        case .used:
            ("FROM image JOIN (SELECT imageKey, MAX(usedAt) AS lastUse FROM use GROUP BY imageKey) AS used "
                + "ON used.imageKey = image.key",
             "used.lastUse DESC, image.key", [])
        case .history:
            ("FROM image JOIN view ON view.imageKey = image.key", "view.viewedAt DESC, image.key", [])
        }
    }

    public func keepThumbnails(_ thumbnails: [String: Data]) async throws(LibraryError) {
        guard !thumbnails.isEmpty else { return }
        try await write { db in
            for (key, data) in thumbnails {
                try db.execute(sql: "UPDATE image SET thumbnail = ? WHERE key = ?", arguments: [data, key])
            }
        }
    }

    public func thumbnail(forPreviewAt url: String) async -> Data? {
        try? await read { db in
            try Data.fetchOne(db,
                sql: "SELECT thumbnail FROM image WHERE previewURL = ? AND thumbnail IS NOT NULL LIMIT 1",
                    arguments: [url])
        }
    }

    public func thumbnail(forPictureAt url: String) async -> Data? {
        try? await read { db in
            try Data.fetchOne(db, sql: """
                SELECT thumbnail FROM image
                WHERE thumbnail IS NOT NULL AND (previewURL = ?1 OR imageURL = ?1 OR largeImageURL = ?1)
                LIMIT 1
                """, arguments: [url])
        }
    }
}
