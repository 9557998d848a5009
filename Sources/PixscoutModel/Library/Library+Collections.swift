import Foundation
import GRDB

/// Collections: named sets of images a person keeps together.
extension Library {
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
            guard try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM collection WHERE name = ? COLLATE NOCASE",
                arguments: [name]) == 0 else {
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
                db, sql: "SELECT COUNT(*) FROM collection WHERE name = ? COLLATE NOCASE AND id != ?",
                    arguments: [name, id])
            guard taken == 0 else { throw LibraryError.nameTaken(name) }
            try db.execute(sql: "UPDATE collection SET name = ? WHERE id = ?", arguments: [name, id])
        }
    }

    public func deleteCollection(_ id: Int64) async throws(LibraryError) {
        try await write { db in
            try db.execute(sql: "DELETE FROM collection WHERE id = ?", arguments: [id])
            try Self.forgetUnkeptImages(in: db)
        }
    }

    public func add(_ images: [ImageEntity], toCollection id: Int64,
        thumbnails: [String: Data]) async throws(LibraryError) {
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
                try db.execute(sql: "DELETE FROM collectionItem WHERE collectionID = ? AND imageKey = ?",
                    arguments: [id, image.key])
            }
            try Self.forgetUnkeptImages(in: db)
        }
    }

    public func collection(named name: String) async throws(LibraryError) -> LibraryCollection? {
        let name = Self.cleaned(name)
        return try await collections().first { $0.name.caseInsensitiveCompare(name) == .orderedSame }
    }
}
