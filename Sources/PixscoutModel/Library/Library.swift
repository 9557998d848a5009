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
    func images(on shelf: LibraryShelf, offset: Int, limit: Int) async throws(LibraryError) -> (images: [ImageEntity], total: Int)
    /// Keeps these thumbnails (by image key) for images the library holds.
    func keepThumbnails(_ thumbnails: [String: Data]) async throws(LibraryError)
    /// The thumbnail kept for the image whose preview is at `url`.
    func thumbnail(forPreviewAt url: String) async -> Data?
    /// The thumbnail kept for the image one of whose pictures is at `url`.
    func thumbnail(forPictureAt url: String) async -> Data?
    /// Records a use in the credits ledger.
    func recordUse(_ image: ImageEntity, kind: ImageUse.Kind, destination: String?, thumbnail: Data?) async throws(LibraryError)
    /// The ledger: every image used, with its uses, most recently used first.
    func usedImages() async throws(LibraryError) -> [UsedImage]
    /// The images saved into `folder`, each with the file it was last saved as there.
    func imagesSaved(in folder: String) async throws(LibraryError) -> [(image: ImageEntity, file: String)]
    func recordView(_ image: ImageEntity, thumbnail: Data?) async throws(LibraryError)
    func recordSearch(_ query: String) async throws(LibraryError)
    /// Earlier searches, newest first.
    func recentSearches(limit: Int) async throws(LibraryError) -> [String]
    func clearSearches() async throws(LibraryError)
    var remembersSearches: Bool { get async }
    func setRemembersSearches(_ remember: Bool) async throws(LibraryError)
}

/// ``LibraryStoring`` in a ``LibraryDatabase``.
public final class Library: LibraryStoring {
    /// The History shelf holds this many images at the most; older views are forgotten.
    static let historyLength = 1000
    static let rememberSearchesSetting = "remember-searches"

    private let pool: DatabasePool
    private let now: @Sendable () -> Date

    public init(database: LibraryDatabase, now: @escaping @Sendable () -> Date = Date.init) {
        pool = database.pool
        self.now = now
    }

    private func write<Value: Sendable>(_ change: @escaping @Sendable (Database) throws -> Value) async throws(LibraryError) -> Value {
        do {
            return try await pool.write(change)
        } catch let error as LibraryError {
            throw error
        } catch {
            Log.warning("the library could not be written: \(error)")
            throw .failed("\(error)")
        }
    }

    private func read<Value: Sendable>(_ query: @escaping @Sendable (Database) throws -> Value) async throws(LibraryError) -> Value {
        do {
            return try await pool.read(query)
        } catch {
            Log.warning("the library could not be read: \(error)")
            throw .failed("\(error)")
        }
    }

    /// Keeps each image's details; a thumbnail given replaces the one kept, none keeps it.
    private static func keep(_ images: [ImageEntity], thumbnails: [String: Data], at date: Date, in db: Database) throws {
        for image in images {
            var record = LibraryImageRecord(image, thumbnail: thumbnails[image.key], at: date)
            if record.thumbnail == nil {
                record.thumbnail = try Data.fetchOne(db, sql: "SELECT thumbnail FROM image WHERE key = ?", arguments: [image.key])
            }
            try record.save(db)
        }
    }

    public func setStarred(_ images: [ImageEntity], _ starred: Bool, thumbnails: [String: Data]) async throws(LibraryError) {
        let date = now()
        try await write { db in
            if starred {
                try Self.keep(images, thumbnails: thumbnails, at: date, in: db)
                for image in images {
                    try db.execute(sql: "INSERT OR IGNORE INTO star (imageKey, starredAt) VALUES (?, ?)", arguments: [image.key, date])
                }
            } else {
                for image in images {
                    try db.execute(sql: "DELETE FROM star WHERE imageKey = ?", arguments: [image.key])
                }
            }
        }
    }

    public func starredKeys(among keys: [String]) async throws(LibraryError) -> Set<String> {
        guard !keys.isEmpty else { return [] }
        return try await read { db in
            let marks = databaseQuestionMarks(count: keys.count)
            return Set(try String.fetchAll(db, sql: "SELECT imageKey FROM star WHERE imageKey IN (\(marks))", arguments: StatementArguments(keys)))
        }
    }

    public func collections() async throws(LibraryError) -> [LibraryCollection] {
        try await read { db in
            try Row.fetchAll(db, sql: """
                SELECT collection.id, collection.name, COUNT(collectionItem.imageKey) AS count FROM collection
                LEFT JOIN collectionItem ON collectionItem.collectionID = collection.id
                GROUP BY collection.id ORDER BY collection.name COLLATE NOCASE
                """).map { LibraryCollection(id: $0["id"], name: $0["name"], count: $0["count"]) }
        }
    }

    public func createCollection(named name: String) async throws(LibraryError) -> LibraryCollection {
        let name = Self.cleaned(name)
        let date = now()
        return try await write { db in
            guard try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM collection WHERE name = ? COLLATE NOCASE", arguments: [name]) == 0 else {
                throw LibraryError.nameTaken(name)
            }
            try db.execute(sql: "INSERT INTO collection (name, createdAt) VALUES (?, ?)", arguments: [name, date])
            return LibraryCollection(id: db.lastInsertedRowID, name: name, count: 0)
        }
    }

    public func renameCollection(_ id: Int64, to name: String) async throws(LibraryError) {
        let name = Self.cleaned(name)
        try await write { db in
            let taken = try Int.fetchOne(
                db, sql: "SELECT COUNT(*) FROM collection WHERE name = ? COLLATE NOCASE AND id != ?", arguments: [name, id])
            guard taken == 0 else { throw LibraryError.nameTaken(name) }
            try db.execute(sql: "UPDATE collection SET name = ? WHERE id = ?", arguments: [name, id])
        }
    }

    public func deleteCollection(_ id: Int64) async throws(LibraryError) {
        try await write { db in try db.execute(sql: "DELETE FROM collection WHERE id = ?", arguments: [id]) }
    }

    public func add(_ images: [ImageEntity], toCollection id: Int64, thumbnails: [String: Data]) async throws(LibraryError) {
        let date = now()
        try await write { db in
            try Self.keep(images, thumbnails: thumbnails, at: date, in: db)
            for image in images {
                try db.execute(
                    sql: "INSERT OR IGNORE INTO collectionItem (collectionID, imageKey, addedAt) VALUES (?, ?, ?)",
                    arguments: [id, image.key, date])
            }
        }
    }

    public func remove(_ images: [ImageEntity], fromCollection id: Int64) async throws(LibraryError) {
        try await write { db in
            for image in images {
                try db.execute(sql: "DELETE FROM collectionItem WHERE collectionID = ? AND imageKey = ?", arguments: [id, image.key])
            }
        }
    }

    public func collection(named name: String) async throws(LibraryError) -> LibraryCollection? {
        let name = Self.cleaned(name)
        return try await collections().first { $0.name.caseInsensitiveCompare(name) == .orderedSame }
    }

    public func images(on shelf: LibraryShelf, offset: Int, limit: Int) async throws(LibraryError) -> (images: [ImageEntity], total: Int) {
        let (from, order, arguments) = Self.shelfQuery(shelf)
        return try await read { db in
            let total = try Int.fetchOne(db, sql: "SELECT COUNT(*) \(from)", arguments: arguments) ?? 0
            let rows = try LibraryImageRecord.fetchAll(
                db, sql: "SELECT image.* \(from) ORDER BY \(order) LIMIT ? OFFSET ?",
                arguments: arguments + [max(0, limit), max(0, offset)])
            return (rows.compactMap(\.entity), total)
        }
    }

    /// The tables a shelf reads and the order of its images, newest first.
    private static func shelfQuery(_ shelf: LibraryShelf) -> (from: String, order: String, arguments: StatementArguments) {
        switch shelf {
        case .starred:
            ("FROM image JOIN star ON star.imageKey = image.key", "star.starredAt DESC, image.key", [])
        case .collection(let id):
            ("FROM image JOIN collectionItem ON collectionItem.imageKey = image.key WHERE collectionItem.collectionID = ?",
             "collectionItem.addedAt DESC, image.key", [id])
        case .used:
            ("FROM image JOIN (SELECT imageKey, MAX(usedAt) AS lastUse FROM use GROUP BY imageKey) AS used ON used.imageKey = image.key",
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
            try Data.fetchOne(db, sql: "SELECT thumbnail FROM image WHERE previewURL = ? AND thumbnail IS NOT NULL LIMIT 1", arguments: [url])
        }
    }

    public func thumbnail(forPictureAt url: String) async -> Data? {
        try? await read { db in
            try Data.fetchOne(db, sql: """
                SELECT thumbnail FROM image WHERE thumbnail IS NOT NULL AND (previewURL = ?1 OR imageURL = ?1 OR largeImageURL = ?1)
                LIMIT 1
                """, arguments: [url])
        }
    }

    public func recordUse(_ image: ImageEntity, kind: ImageUse.Kind, destination: String?, thumbnail: Data?) async throws(LibraryError) {
        let date = now()
        try await write { db in
            try Self.keep([image], thumbnails: thumbnail.map { [image.key: $0] } ?? [:], at: date, in: db)
            try db.execute(
                sql: "INSERT INTO use (imageKey, kind, usedAt, destination) VALUES (?, ?, ?, ?)",
                arguments: [image.key, kind.rawValue, date, destination])
        }
    }

    public func usedImages() async throws(LibraryError) -> [UsedImage] {
        try await read { db in
            let records = try LibraryImageRecord.fetchAll(db, sql: """
                SELECT image.* FROM image JOIN (SELECT imageKey, MAX(usedAt) AS lastUse FROM use GROUP BY imageKey) AS used
                ON used.imageKey = image.key ORDER BY used.lastUse DESC, image.key
                """)
            let uses = try Row.fetchAll(db, sql: "SELECT imageKey, kind, usedAt, destination FROM use ORDER BY usedAt DESC, id DESC")
            var byImage: [String: [ImageUse]] = [:]
            for row in uses {
                guard let kind = ImageUse.Kind(rawValue: row["kind"]) else { continue }
                byImage[row["imageKey"], default: []].append(ImageUse(kind: kind, date: row["usedAt"], destination: row["destination"]))
            }
            return records.compactMap { record in record.entity.map { UsedImage(image: $0, uses: byImage[record.key] ?? []) } }
        }
    }

    public func imagesSaved(in folder: String) async throws(LibraryError) -> [(image: ImageEntity, file: String)] {
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        let saved = try await read { db in
            let rows = try Row.fetchAll(db, sql: """
                SELECT use.destination, image.* FROM use JOIN image ON image.key = use.imageKey
                WHERE use.kind = ? AND substr(use.destination, 1, ?) = ? ORDER BY use.usedAt, use.id
                """, arguments: [ImageUse.Kind.saved.rawValue, prefix.utf8.count, prefix])
            return try rows.map { row in (try LibraryImageRecord(row: row), row["destination"] as String) }
        }
        // Files directly in the folder, each once, as it was saved last.
        var byFile: [String: ImageEntity] = [:]
        var order: [String] = []
        for (record, destination) in saved {
            let file = String(destination.dropFirst(prefix.count))
            guard !file.isEmpty, !file.contains("/"), let image = record.entity else { continue }
            if byFile.updateValue(image, forKey: file) == nil { order.append(file) }
        }
        return order.compactMap { file in byFile[file].map { ($0, file) } }
    }

    public func recordView(_ image: ImageEntity, thumbnail: Data?) async throws(LibraryError) {
        let date = now()
        let length = Self.historyLength
        try await write { db in
            try Self.keep([image], thumbnails: thumbnail.map { [image.key: $0] } ?? [:], at: date, in: db)
            try db.execute(sql: "INSERT OR REPLACE INTO view (imageKey, viewedAt) VALUES (?, ?)", arguments: [image.key, date])
            try db.execute(
                sql: "DELETE FROM view WHERE imageKey NOT IN (SELECT imageKey FROM view ORDER BY viewedAt DESC LIMIT ?)",
                arguments: [length])
        }
    }

    public func recordSearch(_ query: String) async throws(LibraryError) {
        let query = Self.cleaned(query)
        guard !query.isEmpty, await remembersSearches else { return }
        let date = now()
        try await write { db in
            try db.execute(sql: "INSERT OR REPLACE INTO search (query, searchedAt) VALUES (?, ?)", arguments: [query, date])
        }
    }

    public func recentSearches(limit: Int) async throws(LibraryError) -> [String] {
        try await read { db in
            try String.fetchAll(db, sql: "SELECT query FROM search ORDER BY searchedAt DESC, query LIMIT ?", arguments: [max(0, limit)])
        }
    }

    public func clearSearches() async throws(LibraryError) {
        try await write { db in try db.execute(sql: "DELETE FROM search") }
    }

    public var remembersSearches: Bool {
        get async {
            let value = try? await read { db in
                try String.fetchOne(db, sql: "SELECT value FROM setting WHERE key = ?", arguments: [Self.rememberSearchesSetting])
            }
            return (value ?? nil) != "false"
        }
    }

    public func setRemembersSearches(_ remember: Bool) async throws(LibraryError) {
        try await write { db in
            try db.execute(
                sql: "INSERT OR REPLACE INTO setting (key, value) VALUES (?, ?)",
                arguments: [Self.rememberSearchesSetting, remember ? "true" : "false"])
            if !remember { try db.execute(sql: "DELETE FROM search") }
        }
    }

    /// A name or query as a person meant it: one line, trimmed, of a sensible length.
    private static func cleaned(_ text: String) -> String {
        String(text.split(whereSeparator: \.isNewline).joined(separator: " ").trimmingCharacters(in: .whitespaces).prefix(200))
    }
}
