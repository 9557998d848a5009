import Foundation
import GRDB

/// History: the images looked at and the searches made, as long as a person wants them kept.
extension Library {
    public func recordView(_ image: ImageEntity, thumbnail: Data?) async throws(LibraryError) {
        let date = now()
        let length = Self.historyLength
        try await write { db in
            try Self.keep([image], thumbnails: thumbnail.map { [image.key: $0] } ?? [:], at: date, in: db)
            try db.execute(sql: "INSERT OR REPLACE INTO view (imageKey, viewedAt) VALUES (?, ?)",
                arguments: [image.key, date])
            let dropped = try String.fetchAll(
                db, sql: "SELECT imageKey FROM view ORDER BY viewedAt DESC LIMIT -1 OFFSET ?", arguments: [length])
            guard !dropped.isEmpty else { return }
            let marks = databaseQuestionMarks(count: dropped.count)
            try db.execute(sql: "DELETE FROM view WHERE imageKey IN (\(marks))", arguments: StatementArguments(dropped))
            try Self.forgetUnkeptImages(in: db, among: dropped)
        }
    }

    public func recordSearch(_ query: String) async throws(LibraryError) {
        let query = Self.cleaned(query)
        guard !query.isEmpty, await remembersSearches else { return }
        let date = now()
        try await write { db in
            try db.execute(sql: "INSERT OR REPLACE INTO search (query, searchedAt) VALUES (?, ?)",
                arguments: [query, date])
        }
    }

    public func recentSearches(limit: Int) async throws(LibraryError) -> [String] {
        try await read { db in
            try String.fetchAll(db, sql: "SELECT query FROM search ORDER BY searchedAt DESC, query LIMIT ?",
                arguments: [max(0, limit)])
        }
    }

    public func clearHistory() async throws(LibraryError) {
        try await write { db in
            try db.execute(sql: "DELETE FROM search")
            try db.execute(sql: "DELETE FROM view")
            try Self.forgetUnkeptImages(in: db)
        }
        do {
            // VACUUM writes the whole file into the WAL: the checkpoint brings it back down.
            try await database.writeWithoutTransaction { db in
                try db.execute(sql: "VACUUM")
                try db.checkpoint(.truncate)
            }
        } catch {
            Log.info("the library's space was not given back this time: \(error)")
        }
    }

    public var remembersSearches: Bool {
        get async {
            let value = try? await read { db in
                try String.fetchOne(db, sql: "SELECT value FROM setting WHERE key = ?",
                    arguments: [Self.rememberSearchesSetting])
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
    static func cleaned(_ text: String) -> String {
        let line = text.split(whereSeparator: \.isNewline).joined(separator: " ")
        return String(line.trimmingCharacters(in: .whitespaces).prefix(200))
    }
}
